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

  /// Bash: one candidate is inserted as it is (spaces escaped); several are listed with their
  /// descriptions (`3  -- repot the fern`), as bash has no column for them.
  static let bash = #"""
    # bash completion for daybook; printed by `daybook __completions bash`.
    _daybook() {
      local cur=${COMP_WORDS[COMP_CWORD]}
      local IFS=$'\n'
      local -a lines
      lines=($(command "${COMP_WORDS[0]}" __complete -- "${COMP_WORDS[@]:1:COMP_CWORD}" \
        2>/dev/null))
      COMPREPLY=()
      if [ "${lines[0]}" = ":files" ]; then
        COMPREPLY=($(compgen -f -- "$cur"))
        compopt -o filenames 2>/dev/null
        return 0
      fi
      if [ ${#lines[@]} -eq 1 ]; then
        local value=${lines[0]%%$'\t'*}
        COMPREPLY=("${value// /\\ }")
        return 0
      fi
      local line
      for line in "${lines[@]}"; do
        if [[ $line == *$'\t'* ]]; then
          COMPREPLY+=("${line%%$'\t'*}  -- ${line#*$'\t'}")
        else
          COMPREPLY+=("$line")
        fi
      done
      return 0
    }
    complete -F _daybook daybook

    """#

  static let zsh = #"""
    #compdef daybook
    # zsh completion for daybook; printed by `daybook __completions zsh`.
    _daybook() {
      local -a lines values displays
      local line value
      lines=("${(@f)$(command ${words[1]} __complete -- "${(@)words[2,CURRENT]}" 2>/dev/null)}")
      if [[ ${lines[1]} == ":files" ]]; then
        _files
        return
      fi
      for line in "${lines[@]}"; do
        [[ -z $line ]] && continue
        value=${line%%$'\t'*}
        values+=("$value")
        if [[ $line == *$'\t'* ]]; then
          displays+=("$value  -- ${line#*$'\t'}")
        else
          displays+=("$value")
        fi
      done
      (( ${#values} )) && compadd -U -l -d displays -a values
    }
    if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
      _daybook "$@"
    else
      compdef _daybook daybook
    fi

    """#

  static let fish = #"""
    # fish completion for daybook; printed by `daybook __completions fish`.
    function __daybook_complete
      set -l tokens (commandline -opc)
      set -l current (commandline -ct)
      set -l lines (command $tokens[1] __complete -- $tokens[2..-1] $current 2>/dev/null)
      if test "$lines[1]" = ":files"
        __fish_complete_path $current
        return
      end
      printf '%s\n' $lines
    end
    complete -c daybook -f -a '(__daybook_complete)'

    """#
}
