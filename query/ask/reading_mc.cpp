// Reading a Marvel Champions situation (the parts: reading_mc_parts.h):
// mentions and clauses from the tokens, each mention's role, each value on
// the one it describes (place_mc_values), then who does what to whom from
// the verbs (read_mc_actions), and what the values imply (settle_mc).
#include <functional>
#include <string>
#include <vector>

#include <algorithm>
#include <set>

#include "query/ask/former_latter.h"
#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

namespace {

// "Goblin Nation has 5 threat. The Thrall schemes. How much threat is on
// Goblin Nation?": a scheme told by its name only, where an enemy schemes
// and nothing tells of a side scheme (the word, a crisis, hazard or
// acceleration icon, a scheme named as well), is the main one: scheming
// puts threat there and nowhere else.
void named_scheme_is_main(Reading& r) {
  if (r.action != "enemy-scheme" && r.action != "villain-phase") return;
  if (!r.has("side") || r.has("main")) return;
  for (const std::string& w : r.words)
    if (w == "side" || w == "crisis" || w == "hazard" || w == "acceleration" || w == "accel")
      return;
  const auto& side = r.facts["side"];
  if (side.size() != 1 || !side.count("threat")) return;
  r.facts["main"] = side;
  r.facts.erase("side");
}

}  // namespace

void read_mc(Reading& r, const std::vector<Token>& given, Choices& choices) {
  const std::vector<Token> tokens = with_former_latter(with_short_names(
      with_allies_as_heroes(with_unknown_allies(with_unknown_minions(with_unknown_villain(
          without_absent_side_schemes(without_absent_minions(without_disputants(given)))))))));
  std::vector<Mention> ms = find_mentions(tokens, mc_grammar());
  for (Mention& m : ms) hit_points_left(m);
  // "a hydra soldier engaged w me (1 dmg on it)": damage said to be "on
  // it" is the enemy's told before, not the speaker's; so is an enemy's
  // keyword ("Shocker is sitting on me with Guard").
  for (size_t k = 1; k < ms.size(); ++k) {
    Mention& me = ms[k];
    if (me.head != Head::kHero || (me.name != "me" && me.name != "i")) continue;
    Mention& enemy = ms[k - 1];
    if (enemy.head != Head::kMinion && enemy.head != Head::kVillain) continue;
    for (auto a = me.attrs.begin(); a != me.attrs.end();)
      if ((a->field == "damage" && a->token + 3 < tokens.size() &&
           tokens[a->token + 2].word("on") && tokens[a->token + 3].word("it")) ||
          ((a->field == "guard" || a->field == "quickstrike") && enemy.head == Head::kMinion)) {
        enemy.attrs.push_back(*a);
        a = me.attrs.erase(a);
      } else {
        ++a;
      }
  }
  // "widow attacks klaw for 1, she has a consequential dmg pip": only a
  // player's character has consequential damage, so "she" is not Klaw.
  for (size_t k = 0; k < ms.size(); ++k) {
    Mention& p = ms[k];
    if (p.head != Head::kPronoun || p.refers_to < 0 || !p.has("consequential")) continue;
    const Head h = ms[static_cast<size_t>(resolve(ms, static_cast<int>(k)))].head;
    if (h != Head::kVillain && h != Head::kMinion) continue;
    for (int j = p.refers_to; j-- > 0;)
      if (ms[static_cast<size_t>(j)].head == Head::kHero ||
          ms[static_cast<size_t>(j)].head == Head::kAlly) {
        p.refers_to = j;
        break;
      }
  }
  // "Red Skull's main scheme Hydra Patrol has 5 threat", "thw main
  // (temporal incursion, 1 threat)": a name the reader does not know, right
  // after "main scheme", is the main scheme's own, not a side scheme.
  for (size_t k = 1; k < ms.size(); ++k) {
    Mention& named = ms[k];
    const Mention& main = ms[k - 1];
    if (named.head != Head::kSideScheme || main.head != Head::kMainScheme ||
        named.name.find("side") != std::string::npos ||
        named.name.find("scheme") != std::string::npos || named.head_token > main.last + 4)
      continue;
    // (Not across a joining word: "the main scheme or Hydra Patrol", "not
    // the main scheme but Defense Network".)
    static const std::set<std::string> kJoins = {"but",  "or",   "plus", "and", "nor", "not",
                                                 "then", "than", "vs",   "is",  "was", "has",
                                                 "at",   "on",   "to",   "in",  "with"};
    bool plain = true;
    for (size_t t = main.last + 1; t < named.head_token && plain; ++t)
      plain = tokens[t].kind == Tok::kWord && !tokens[t].term && !tokens[t].ends_sentence() &&
              !kJoins.count(tokens[t].text);
    // (Not "Main scheme at 2, Bomb Scare at 3": another scheme after the
    // main one's values.)
    if (plain && main.attrs.empty() && (tokens[main.last].brk == 0 || tokens[main.last].brk == '('))
      named.head = Head::kMainScheme;
  }
  // "Main scheme stage one have 6 threat, target is 8. Stage two start
  // with 0 threat.": the next stage's threat, not the one in play; there is
  // a stage after it.
  for (size_t k = 1; k < ms.size(); ++k) {
    Mention& next = ms[k];
    if (next.head != Head::kNone || !next.has("threat")) continue;
    const auto main = std::find_if(ms.begin(), ms.begin() + static_cast<long>(k),
                                   [](const Mention& m) { return m.head == Head::kMainScheme; });
    if (main == ms.begin() + static_cast<long>(k) || !main->has("threat")) continue;
    size_t from = next.first;
    while (from > 0 && !tokens[from - 1].ends_sentence()) --from;
    const bool second =
        from + 1 < next.first &&
        ((tokens[from].word("stage") &&
          (tokens[from + 1].word("ii") || tokens[from + 1].word("two") ||
           (tokens[from + 1].kind == Tok::kNumber && tokens[from + 1].number == 2))) ||
         ((tokens[from].word("second") || tokens[from].word("next")) &&
          tokens[from + 1].word("stage")));
    if (!second) continue;
    next.attrs.erase(std::remove_if(next.attrs.begin(), next.attrs.end(),
                                    [](const Attr& a) { return a.field == "threat"; }),
                     next.attrs.end());
    if (!main->has("stages-after"))
      main->attrs.push_back({"stages-after", "1", main->first, false});
  }
  std::vector<Clause> cs = find_clauses(tokens, ms, mc_verb);
  add_taken_attack(tokens, ms, cs);
  add_verbless_action(tokens, ms, cs);
  defender_pronouns(ms, cs);
  if (r.explain) r.stages = describe_stages(tokens, ms, cs);
  const std::vector<std::string> roles = mc_roles(tokens, ms);
  auto role_of = [&](int m) {
    return m < 0 ? std::string() : roles[static_cast<size_t>(resolve(ms, m))];
  };
  attack_value_after_target(tokens, ms, cs, role_of);
  place_mc_values(r, tokens, ms, cs, roles, role_of);
  form_by_alter_ego_name(r, tokens, ms, cs, roles, role_of);
  totals_hold_modifiers(r, tokens, ms);
  const std::string action = read_mc_actions(r, tokens, ms, cs, roles, role_of);
  // Only an alter-ego recovers (mc:recover): "Carol recovers" says her form,
  // unless the question says hero form ("She-Hulk is in hero form ... can
  // she recover?": she cannot).
  if (action == "recover" && r.fact("hero", "form").empty() && !hero_form_said(tokens))
    r.facts["hero"]["form"] = "alter-ego";
  // "widow thw 3 on a side scheme w 2 threat": a THW said "on" a side
  // scheme, with no verb, thwarts that scheme.
  if ((action.empty() || action == "thwart") && r.fact("thwart", "scheme").empty())
    for (size_t k = 0; k < ms.size(); ++k) {
      if (roles[k] != "side") continue;
      size_t t = ms[k].first;
      Owner o;
      while (t > 0 && determiner(tokens[t - 1], o)) --t;
      if (t >= 3 && tokens[t - 1].word("on") && tokens[t - 2].kind == Tok::kNumber &&
          tokens[t - 3].is("stat", "thw"))
        r.facts["thwart"]["scheme"] = "side";
      // "Using her basic thwart (THW 2), Ms. Marvel targets the side scheme".
      if (t >= 1 && (tokens[t - 1].word("targets") || tokens[t - 1].word("targeting") ||
                     tokens[t - 1].word("targeted")))
        r.facts["thwart"]["scheme"] = "side";
    }
  read_tough_left(r, tokens, choices);
  // Each mention's head token with the role read for it, for the stages
  // that read words near a character ("I put 1 on him").
  std::vector<std::string> token_roles(tokens.size());
  for (size_t k = 0; k < ms.size(); ++k)
    token_roles[ms[k].head_token] = role_of(static_cast<int>(k));
  settle_mc(r, tokens, token_roles, choices);
  event_target_named(r, tokens, token_roles);
  // "2p. spidey ... am i out?": a second player at the table, though no
  // hero of theirs is named (so elimination is not the end of the game).
  if (r.situation() && !r.has("hero2") && players_beside_said(r.words)) r.facts["hero2"];
  read_villain_phase(r);
  if (r.situation()) read_encounter_deck(r);
  read_per_player(r);
  settle_actions_told(r);
  // ("I was running Star-Lord alone ... while my buddy Priya watched",
  // "since I'm the only player"): a solo game; a friend named is no second
  // player, and a second hero with nothing told of it is dropped.
  bool solo = false;
  for (size_t k = 0; k < r.words.size(); ++k)
    solo |= r.words[k] == "solo" || r.words[k] == "alone" || r.words[k] == "one-player" ||
            (r.words[k] == "only" && k + 1 < r.words.size() && r.words[k + 1] == "player") ||
            (r.words[k] == "by" && k + 1 < r.words.size() && r.words[k + 1] == "myself");
  if (solo && r.has("hero2") && r.facts["hero2"].empty()) r.facts.erase("hero2");
  named_scheme_is_main(r);
  // Last, so that what the question's own words imply (the action, above
  // all) is read from them alone.
  std::vector<std::string> mention_roles;
  for (size_t k = 0; k < ms.size(); ++k) mention_roles.push_back(role_of(static_cast<int>(k)));
  if (r.situation()) settle_villain_stage(r, tokens, ms, mention_roles);
  if (apply_named_cards(r, tokens, ms, mention_roles, choices)) read_tough_left(r, tokens, choices);
}

}  // namespace arbiter::query::ask