/// The terminal UI toolkit: cells, canvas, layout, keys, themes. Knows nothing of diaries.
public enum TerminalKit {}
