-- wrk script: each request a search for the next word of a list (a word a
-- line; bench/serve_words.txt: 1,866 rulebook words, a quarter with a typo),
-- so the server answers many distinct queries, not one.
--   wrk -s bench/serve_words.lua URL -- WORDS_FILE
local words = {}
local next_word = 1

function init(args)
  for line in io.lines(args[1]) do words[#words + 1] = line end
  -- Each wrk thread starts at its own place in the list.
  next_word = (id or 0) * 997 % #words + 1
end

function setup(thread)
  thread:set("id", (setup_count or 0))
  setup_count = (setup_count or 0) + 1
end

function request()
  local w = words[next_word]
  next_word = next_word % #words + 1
  return wrk.format("GET", "/api/search?q=" .. w)
end
