import TerminalKit
import CNcursesw
