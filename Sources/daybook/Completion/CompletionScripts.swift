/// The shell side of completion, printed by the hidden `daybook __completions bash|zsh|fish`
/// (what `make install` writes to each shell's completion folder). Each script only hands the
/// words on the line to `daybook __complete`, which answers from the command tables and the
/// journal, so the scripts never need regenerating when a command or option is added.
enum CompletionScripts {
  static let shells = ["bash", "zsh", "fish"]

  static func script(for shell: String) -> String? {
    switch shell {
    case "bash": bash
    case "zsh": zsh
    case "fish": fish
    default: nil
    }
  }

  /// Bash (4.4 or later, for `mapfile -d ''`). The line up to the cursor goes to
  /// `daybook __complete --shell bash` as typed; the answer comes back NUL-separated (any
  /// name but one holding NUL gets through whole) and already quoted for where it goes, so
  /// the function only copies it: no `eval`, no unquoted expansion, so nothing in a name is
  /// run, globbed or split.
  static let bash = #"""
    # bash completion for daybook; printed by `daybook __completions bash`.
    # Protocol: `daybook __complete --shell bash -- LINE WORDBREAKS` gets the line up to the
    # cursor as typed; it answers with NUL-terminated fields: `values` then each word to
    # offer, already quoted for bash (so inserted as it is), or `files` then the text to
    # complete as a file name. Needs bash 4.4 or later (mapfile -d '').
    _daybook() {
      local -a reply
      local line
      line=${COMP_LINE:0:COMP_POINT}
      mapfile -t -d '' reply < <(command "${COMP_WORDS[0]}" __complete --shell bash -- \
        "$line" "$COMP_WORDBREAKS" 2>/dev/null)
      COMPREPLY=()
      case ${reply[0]-} in
        values) COMPREPLY=("${reply[@]:1}") ;;
        files)
          compopt -o filenames 2>/dev/null
          mapfile -t COMPREPLY < <(compgen -f -- "${reply[1]-}")
          ;;
      esac
      return 0
    }
    complete -F _daybook daybook

    """#

  /// Zsh: the words go to `daybook __complete --shell zsh` unquoted (`(Q)`), the answer comes
  /// back NUL-separated, and `compadd` (without `-Q`) quotes every value it inserts.
  static let zsh = #"""
    #compdef daybook
    # zsh completion for daybook; printed by `daybook __completions zsh`.
    # Protocol: `daybook __complete --shell zsh -- WORD...` gets the words unquoted; it answers
    # with NUL-terminated fields: `values` then a value and its description for each
    # candidate (values exactly as stored: compadd quotes them), or `files`.
    _daybook() {
      local -a fields values displays
      local answer
      local -i i
      # The word being completed is PREFIX: inside a quote the user opened, words[CURRENT]
      # still holds the quote, which (Q) cannot take off.
      answer=$(command "${(Q)words[1]}" __complete --shell zsh -- \
        "${(@Q)words[2,CURRENT-1]}" "${(Q)PREFIX}" 2>/dev/null)
      fields=("${(@0)answer}")
      if [[ ${fields[1]} == files ]]; then
        _files
        return
      fi
      [[ ${fields[1]} == values ]] || return 1
      for (( i = 2; i + 1 <= ${#fields}; i += 2 )); do
        values+=("${fields[i]}")
        displays+=("${(q+)fields[i]}${fields[i+1]:+  -- ${fields[i+1]}}")
      done
      (( ${#values} )) && compadd -U -l -d displays -a values
    }
    if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
      _daybook "$@"
    else
      compdef _daybook daybook
    fi

    """#

  /// Fish: the tokens go to `daybook __complete --shell fish` unescaped, the answer comes back
  /// NUL-separated and is handed to `complete -a` through `string split0`, so a value may
  /// hold a newline; fish escapes what it inserts.
  static let fish = #"""
    # fish completion for daybook; printed by `daybook __completions fish`.
    # Protocol: `daybook __complete --shell fish -- WORD...` gets the words unescaped; it
    # answers with NUL-terminated fields: `values` then a value and its description for each
    # candidate (values exactly as stored, none holding a tab: fish escapes them when it
    # inserts one), or `files`. Candidates go to fish NUL-separated too (string split0).
    function __daybook_complete
      set -l tokens (commandline -opc)
      set -l current (commandline -ct | string unescape)
      set -l fields (command $tokens[1] __complete --shell fish -- $tokens[2..-1] "$current" \
        2>/dev/null | string split0)
      switch "$fields[1]"
        case files
          printf '%s\0' (__fish_complete_path "$current")
        case values
          for i in (seq 2 2 (math (count $fields) - 1))
            set -l value $fields[$i]
            set -l description $fields[(math $i + 1)]
            if test -n "$description"
              printf '%s\t%s\0' "$value" "$description"
            else
              printf '%s\0' "$value"
            end
          end
      end
    end
    complete -c daybook -f -a '(__daybook_complete | string split0)'

    """#
}
