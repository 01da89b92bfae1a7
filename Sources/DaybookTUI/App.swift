import DaybookCore
import TerminalKit
