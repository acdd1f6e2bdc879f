# bash completion for arbiter: commands, their options, entry ids (from
# `arbiter ids`), and files where a command takes one.

_arbiter() {
  local line=${COMP_LINE:0:COMP_POINT}
  local cur=${line##*[[:space:]]}  # the word being typed, colons and all
  local prev=
  ((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}
  [[ $prev == : ]] && prev=  # inside an id such as mc:st
  local commands="ask repl serve card cards import-edition editions search show xref diff changes sim export index check help"
  COMPREPLY=()

  if ((COMP_CWORD == 1)); then
    COMPREPLY=($(compgen -W "$commands --help --version" -- "$cur"))
    return
  fi
  local cmd=${COMP_WORDS[1]}

  case $prev in
    --host) COMPREPLY=($(compgen -W "127.0.0.1 0.0.0.0" -- "$cur")); return ;;
    --game) COMPREPLY=($(compgen -W "mc dm" -- "$cur")); return ;;
    --db | --output | --cards) COMPREPLY=($(compgen -f -- "$cur")); return ;;
    --edition | --from | --to | --port | --cache-mb | --limit | --depth | --width | --max-bytes | --max-elements | --max-steps) return ;;
  esac
  if [[ $cur == --color=* ]]; then
    COMPREPLY=($(compgen -W "auto always never" -- "${cur#--color=}"))
    return
  fi

  local options="--help"
  local terminal="--db --width --color= --no-pager"
  case $cmd in
    ask) options+=" --game --edition --cards --full --verbose --show-scenario --explain --json $terminal" ;;
    repl) options+=" --game --edition --cards $terminal" ;;
    serve) options+=" --host --port --cache-mb --cards --db" ;;
    card) options+=" --cards --json $terminal" ;;
    cards) options+=" --output --db" ;;
    import-edition) options+=" --label --game --output --remove --db $terminal" ;;
    editions) options+=" --json --db $terminal" ;;
    search) options+=" --game --edition --limit --json $terminal" ;;
    show) options+=" --edition --json $terminal" ;;
    xref) options+=" --depth --edition --dot --json $terminal" ;;
    diff) options+=" --from --to --json $terminal" ;;
    changes) options+=" --from --to --json $terminal" ;;
    sim) options+=" --edition --json --max-bytes --max-elements --max-steps $terminal" ;;
    export) options+=" --json --game --edition --db" ;;
    index) options+=" --output --width --color= --no-pager" ;;
    check) options+=" --json --width --color= --no-pager" ;;
    ids) options+=" --game --db" ;;
  esac
  if [[ $cur == -* ]]; then
    COMPREPLY=($(compgen -W "$options" -- "$cur"))
    [[ ${COMPREPLY[0]} == *= ]] && compopt -o nospace 2>/dev/null
    return
  fi

  case $cmd in
    show | xref | diff)
      # Every id, and every id without its game prefix (show stun).
      local ids
      ids=$("${COMP_WORDS[0]}" ids 2>/dev/null)
      COMPREPLY=($(compgen -W "$ids ${ids//[a-z][a-z]:/}" -- "$cur"))
      # bash splits words at ':'; complete only what follows the last one.
      if [[ $cur == *:* && $COMP_WORDBREAKS == *:* ]]; then
        local colon_prefix=${cur%"${cur##*:}"}
        local i=${#COMPREPLY[@]}
        while ((i-- > 0)); do COMPREPLY[i]=${COMPREPLY[i]#"$colon_prefix"}; done
      fi
      ;;
    sim | index | check) COMPREPLY=($(compgen -f -- "$cur")) ;;
    help) ((COMP_CWORD == 2)) && COMPREPLY=($(compgen -W "$commands" -- "$cur")) ;;
  esac
}

complete -F _arbiter arbiter
