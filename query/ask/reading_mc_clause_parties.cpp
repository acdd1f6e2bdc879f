// Who does a Marvel Champions clause's action and to whom: the doer and
// target of each clause as roles ("my attack", "I attack him with
// Hawkeye", "I send Black Cat at Rhino"), and the one a defence names as
// defending ("I block with Black Cat", "Defender: my ally"). For
// read_mc_actions (reading_mc_actions.cpp).
#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

void clause_parties(const std::vector<Token>& tokens, const std::vector<Mention>& ms,
                    const Clause& c, const std::function<std::string(int)>& role_of,
                    std::string& doer, std::string& target, bool& none_such) {
  // "my attack hits for 3": the player's attack.
  const bool my_attack = c.verb == Verb::kAttack && c.token >= 2 &&
                         tokens[c.token - 1].text == "attack" &&
                         (tokens[c.token - 2].word("my") || tokens[c.token - 2].word("our"));
  // "Rhino has 5 damage, attack him with Hulk": told to the player, the
  // one "with" attacks.
  // ("I attack him with Hawkeye": the player, said as "I", attacks with
  // the one named.)
  // ("Player A thwarted the side scheme with Maria Hill": a player named
  // as a judge does.)
  const bool player_named = c.subject < 0 && c.token >= 1 &&
                            (tokens[c.token - 1].word("player") ||
                             (c.token >= 2 && tokens[c.token - 2].word("player") &&
                              (tokens[c.token - 1].word("a") || tokens[c.token - 1].word("b") ||
                               tokens[c.token - 1].kind == Tok::kNumber)));
  // ("He attacked it with his Black Cat ally": a person no one in play is,
  // the player.)
  const auto person = [&](const Mention& s) {
    return s.head == Head::kPronoun && s.refers_to < 0 &&
           (s.name == "he" || s.name == "she" || s.name == "they");
  };
  const bool by_player = c.token == 0 || tokens[c.token - 1].ends() || player_named ||
                         (c.subject >= 0 && (ms[static_cast<size_t>(c.subject)].name == "i" ||
                                             ms[static_cast<size_t>(c.subject)].name == "we" ||
                                             person(ms[static_cast<size_t>(c.subject)])));
  const bool told = (c.verb == Verb::kAttack || c.verb == Verb::kThwart) && !c.passive &&
                    c.with >= 0 && by_player &&
                    (role_of(c.with) == "hero" || role_of(c.with).rfind("ally", 0) == 0);
  // "I send Black Cat (ATK 2) at Rhino": the one sent attacks what
  // follows "at".
  // ("sends in her ally Black Cat, ... at the main scheme": a thwart too.)
  const bool sent = (c.verb == Verb::kAttack || c.verb == Verb::kThwart) && c.object >= 0 &&
                    (tokens[c.token].word("send") || tokens[c.token].word("sends") ||
                     tokens[c.token].word("sent") || tokens[c.token].word("sending"));
  int sent_at = -1;
  for (size_t k = static_cast<size_t>(std::max(c.object, 0)) + 1; sent && k < ms.size(); ++k) {
    bool stop = false;  // (not past the sentence)
    for (size_t t = ms[k - 1].last; t < ms[k].first; ++t)
      stop |= tokens[t].brk == '.' || tokens[t].brk == '?' || tokens[t].brk == '!';
    if (stop) break;
    const size_t before = ms[k].first;
    if (before > 0 && (tokens[before - 1].word("at") || tokens[before - 1].word("after") ||
                       tokens[before - 1].word("against"))) {
      sent_at = static_cast<int>(k);
      break;
    }
  }
  doer = my_attack ? "hero" : told ? role_of(c.with) : sent ? role_of(c.object) : role_of(c.doer());
  target = sent ? role_of(sent_at) : role_of(c.done_to());
  // "the minion attacks, no allies": what no one has is no target.
  const int done_to = sent ? sent_at : c.done_to();
  none_such = done_to >= 0 && ms[static_cast<size_t>(done_to)].first > 0 &&
              tokens[ms[static_cast<size_t>(done_to)].first - 1].word("no");
}

std::string defender_named(const std::vector<Token>& tokens, const std::vector<Mention>& ms,
                           const Clause& c, const std::string& doer,
                           const std::vector<std::string>& roles,
                           const std::function<std::string(int)>& role_of) {
  std::string who = c.with >= 0 ? role_of(c.with) : doer;
  // "Defender: my ally, 2 HP left": a label, the one after it defends.
  // ("Crossbones ATK 3 / defender Maria Hill 2hp": the noun right
  // before a name labels it, whoever was named before.)
  const bool label = tokens[c.token].brk == ':' ||
                     (c.object >= 0 && ms[static_cast<size_t>(c.object)].first == c.token + 1 &&
                      (who.empty() || enemy(who)));
  if ((who.empty() || enemy(who)) && tokens[c.token].text == "defender" && label && c.object >= 0 &&
      !enemy(role_of(c.object)))
    who = role_of(c.object);
  // "chump blocking an overkill villain: ..., ally is 3hp": a chump
  // block is an ally's (mc vocabulary), the ally the question has.
  if (who.empty() && tokens[c.token].text.rfind("chump", 0) == 0 &&
      std::find(roles.begin(), roles.end(), "ally") != roles.end())
    who = "ally";
  // "I defend Klaw (hits for 3) with Jessica Jones": a bracket's verb
  // took the "with"; it is still this verb's, later in the sentence.
  if (c.with < 0)
    for (size_t t = c.token + 1; t + 1 < tokens.size(); ++t) {
      if (tokens[t].brk == '.' || tokens[t].brk == '?' || tokens[t].brk == ';') break;
      if (!tokens[t].word("with")) continue;
      for (size_t k = 0; k < ms.size(); ++k)
        if (ms[k].first > t && ms[k].first <= t + 2) {
          const std::string r2 = role_of(static_cast<int>(k));
          if (r2 == "ally" || r2 == "ally2") who = r2;
        }
    }
  return who;
}

}  // namespace arbiter::query::ask
