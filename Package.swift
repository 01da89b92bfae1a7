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
    // Opened with dlopen on first use, not linked (see each shim.h); no pkgConfig, whose
    // libraries SwiftPM would link. CChafa declares the part of chafa.h it uses itself.
    .systemLibrary(name: "CChafa", providers: [.apt(["libchafa-dev", "libglib2.0-dev"])]),
    .systemLibrary(name: "CJpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
    .systemLibrary(name: "CPng", providers: [.apt(["libpng-dev"])]),
    // Headers only: libheif is opened with dlopen when a HEIF picture is decoded (shim.h).
    .systemLibrary(name: "CHeif", providers: [.apt(["libheif-dev"])]),
    .target(name: "ImageKit", dependencies: ["TerminalKit", "CChafa", "CJpeg", "CPng", "CHeif"]),
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
    .target(
      name: "DaybookTUI", dependencies: ["DaybookCore", "TerminalKit", "MarkdownKit", "ImageKit"]),
    .executableTarget(
      name: "daybook",
      dependencies: ["DaybookCore", "DaybookTUI", "TerminalKit", "NcursesBackend", "ImageKit"]
    ),
    .executableTarget(
      name: "daybook-bench",
      dependencies: [
        "DaybookCore", "DaybookTUI", "TerminalKit", "ImageKit",
        "DaybookTestSupport",
      ]
    ),
    // Generated journals and the import fuzzer: for the benchmark and the tests, not the app.
    .target(name: "DaybookTestSupport", dependencies: ["DaybookCore"]),
    // `expectEqual`: `#expect(a == b)` without the macro's compile time, for every test target.
    .target(name: "Expectations"),
    .testTarget(
      name: "DaybookCoreTests",
      dependencies: ["Expectations", "DaybookCore", "DaybookTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "DaybookTestSupportTests",
      dependencies: ["Expectations", "DaybookTestSupport", "DaybookCore"]),
    .testTarget(
      name: "TerminalKitTests", dependencies: ["Expectations", "TerminalKit"],
      exclude: ["Fixtures"]),
    .testTarget(name: "NcursesBackendTests", dependencies: ["Expectations", "NcursesBackend"]),
    .testTarget(name: "MarkdownKitTests", dependencies: ["Expectations", "MarkdownKit"]),
    .testTarget(
      name: "DaybookTUITests",
      dependencies: ["Expectations", "DaybookTUI", "DaybookCore", "TerminalKit", "ImageKit"],
      exclude: ["Frames"]),
    .testTarget(
      name: "ImageKitTests", dependencies: ["Expectations", "ImageKit", "TerminalKit"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "Expectations", "DaybookCore", "TerminalKit", "ImageKit", "daybook", "DaybookTestSupport",
      ],
      exclude: ["Frames"]),
    .testTarget(
      name: "daybookTests",
      dependencies: ["Expectations", "daybook", "DaybookCore", "ImageKit", "TerminalKit"]),
  ],
  swiftLanguageModes: [.v6]
)
