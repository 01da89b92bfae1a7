// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Daybook",
  products: [
    .executable(name: "daybook", targets: ["daybook"]),
    .executable(name: "daybook-bench", targets: ["daybook-bench"]),
  ],
  dependencies: [],
  targets: [
    .systemLibrary(
      name: "CNcursesw",
      providers: [.apt(["libncurses-dev"])]
    ),
    .systemLibrary(
      name: "CSQLite",
      providers: [.apt(["libsqlite3-dev"])]
    ),
    .systemLibrary(
      name: "CCmarkGFM",
      providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
    ),
    .target(name: "MarkdownKit", dependencies: ["CCmarkGFM"]),
    .target(
      name: "DaybookCore", dependencies: ["CSQLite"],
      exclude: ["Search/generate-fold-table.py"],
      resources: [
        .embedInCode("Resources/plants.tsv"),
        .embedInCode("Resources/drinks.tsv"),
        .embedInCode("Resources/plant-traits.tsv"),
      ]),
    .target(name: "TerminalKit", exclude: ["Text/generate-unicode-tables.py"]),
    .target(name: "NcursesBackend", dependencies: ["TerminalKit", "CNcursesw"]),
    .target(name: "DaybookTUI", dependencies: ["DaybookCore", "TerminalKit", "MarkdownKit"]),
    .executableTarget(
      name: "daybook",
      dependencies: ["DaybookCore", "DaybookTUI", "TerminalKit", "NcursesBackend"]
    ),
    .executableTarget(
      name: "daybook-bench",
      dependencies: ["DaybookCore", "DaybookTUI", "TerminalKit"]
    ),
    .testTarget(
      name: "DaybookCoreTests", dependencies: ["DaybookCore"], exclude: ["Fixtures"]),
    .testTarget(name: "TerminalKitTests", dependencies: ["TerminalKit"], exclude: ["Fixtures"]),
    .testTarget(name: "NcursesBackendTests", dependencies: ["NcursesBackend"]),
    .testTarget(name: "MarkdownKitTests", dependencies: ["MarkdownKit"]),
    .testTarget(name: "DaybookTUITests", dependencies: ["DaybookTUI", "DaybookCore", "TerminalKit"]),
    .testTarget(name: "EndToEndTests", dependencies: ["DaybookCore", "TerminalKit"]),
    .testTarget(name: "daybookTests", dependencies: ["daybook", "DaybookCore"]),
  ],
  swiftLanguageModes: [.v6]
)
