// Dice Masters descriptions said apart from their die: a group named first
// and described die by die after ("two fast dice fight: a fast 3A/3D
// attacker blocked by ..."), "the blocker" said again, and words with no die
// in them ("..., fast", "both have Overcrush"), read on every die they could
// belong to.
#include <algorithm>
#include <set>

#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

namespace {

// A headless damage between the player who assigns and the split itself,
// in one sentence: the amount shared out.
bool shared_damage(const std::vector<Token>& tokens, const std::vector<Mention>& ms,
                   const std::vector<Clause>& cs, const Mention& h) {
  if (h.attrs.empty() || !std::all_of(h.attrs.begin(), h.attrs.end(),
                                      [](const Attr& a) { return a.field == "damage"; }))
    return false;
  return std::any_of(cs.begin(), cs.end(), [&](const Clause& c) {
    return c.verb == Verb::kAssign && c.token > h.last && c.subject >= 0 &&
           ms[static_cast<size_t>(c.subject)].head == Head::kPlayer &&
           ms[static_cast<size_t>(c.subject)].last < h.first &&
           !sentence_between(tokens, ms[static_cast<size_t>(c.subject)].last, c.token);
  });
}

}  // namespace

void merge_descriptions(DmDice& dd, Reading& r, const DmText& text, Choices& choices) {
  const std::vector<Token>& tokens = text.tokens;
  const std::vector<Mention>& ms = text.ms;
  const std::vector<Clause>& cs = text.cs;
  std::vector<Die>& dice = dd.dice;
  // "Two fast dice fight: a fast 3A/3D attacker blocked by ...": a group
  // named first with no stats of its own sums up the dice described after.
  for (const auto& [mention, made] : dd.dice_of) {
    if (made.size() < 2 || mention < 0) continue;
    bool bare = true;
    for (size_t d : made) bare = bare && !dice[d].facts.count("a") && !dice[d].facts.count("d");
    if (!bare) continue;
    int described = 0;
    for (size_t d = 0; d < dice.size(); ++d)
      described += std::find(made.begin(), made.end(), d) == made.end() &&
                   (dice[d].facts.count("a") || dice[d].facts.count("d"));
    if (described < static_cast<int>(made.size())) continue;
    // ("I attack with Storm 2/3 and two sidekicks": a group that ends a
    // list of dice is more dice of the list, not a sum of the others.)
    if (mention > 0 && joined_to(tokens, ms, static_cast<size_t>(mention), mention - 1)) continue;
    const Mention& group_mention = ms[static_cast<size_t>(mention)];
    // ("2 nick fury dice out (...). swing 2 sidekicks 1a/1d": dice of a
    // card named are not the other dice named after them.)
    bool named_apart = false;
    for (size_t d = 0; d < dice.size(); ++d)
      if (dice[d].mention >= 0 && std::find(made.begin(), made.end(), d) == made.end()) {
        const Mention& dm = ms[static_cast<size_t>(dice[d].mention)];
        named_apart |= proper_name(group_mention) && dm.name != group_mention.name &&
                       (proper_name(dm) || dm.name == "sidekick" || dm.name == "sidekicks");
      }
    if (named_apart) continue;
    for (size_t d = 0; d < dice.size(); ++d) {
      if (std::find(made.begin(), made.end(), d) != made.end()) continue;
      if (dice[d].mention >= 0 &&
          blocked_by_group(group_mention, ms[static_cast<size_t>(dice[d].mention)], tokens))
        continue;
      for (const auto& [field, value] : dice[made[0]].facts) dice[d].facts.insert({field, value});
    }
    // "Two unblocked attackers, Apocalypse (4A/4D) and Cyclops (2A/3D),
    // ...": the list set off right after the group is the group, in its
    // role.
    // ("Neither of my attackers got blocked. They were Storm, 3A/2D, and
    // Cyclops, 2A/3D.": or in a sentence of its own that says who they were.)
    const size_t next = static_cast<size_t>(mention) + 1;
    const bool they_were =
        next + 1 < ms.size() && ms[next].head == Head::kPronoun && ms[next].refers_to == mention &&
        ms[next].last + 1 < tokens.size() && tokens[ms[next].last].brk == 0 &&
        (tokens[ms[next].last + 1].word("were") || tokens[ms[next].last + 1].word("are")) &&
        ms[next + 1].first == ms[next].last + 2;
    const Die& group = dice[made[0]];
    if (!group.role.empty() && group_mention.role_word == group.role &&
        (tokens[group_mention.last].brk == ',' || they_were)) {
      std::vector<size_t> list{they_were ? next + 1 : next};
      while (list.back() + 1 < ms.size() &&
             joined_to(tokens, ms, list.back() + 1, static_cast<int>(list.back())))
        list.push_back(list.back() + 1);
      if (list.size() == made.size() && list.back() < ms.size())
        for (size_t m : list)
          for (size_t d : dd.at(ms, static_cast<int>(m)))
            if (!dice[d].named) {
              dice[d].role = group.role;
              dice[d].named = true;
            }
    }
    for (size_t d : made) dice[d].role = "merged";
  }
  // "the blocker" said again with nothing new: the die already blocking.
  for (size_t d = 0; d < dice.size(); ++d) {
    const Mention* m = dice[d].mention >= 0 ? &ms[static_cast<size_t>(dice[d].mention)] : nullptr;
    if (!m || m->role_word.empty() || dice[d].facts.count("a") || dice[d].facts.count("d") ||
        m->count > 1)
      continue;
    long into = -1;
    int with_stats = 0;
    for (size_t e = 0; e < dice.size(); ++e)
      if (e != d && dice[e].role == dice[d].role &&
          (dice[e].facts.count("a") || dice[e].facts.count("d"))) {
        into = static_cast<long>(e);
        ++with_stats;
      }
    if (with_stats != 1) continue;  // two dice it could be: keep it apart
    // ("the attacker first adds +1A and then doubles Hulk's attack": each
    // modifier in the order told.)
    for (const auto& [token, value] : dice[d].modifiers)
      give(dice[static_cast<size_t>(into)], Attr{"modify", value, token, false});
    for (const auto& [field, value] : dice[d].facts)
      if (field != "modify") dice[static_cast<size_t>(into)].facts.insert({field, value});
    dice[d].role = "merged";
  }
  // A description with no die in it: "..., both fast", "..., fast".
  for (const Mention* h : dd.headless) {
    // ("I split 2 damage to the 3A/2D and 2 to the 2A/3D": an amount the
    // assigning verb read is the split's, not damage already on a die.)
    if (std::find(dd.read_words.begin(), dd.read_words.end(), h->first) != dd.read_words.end())
      continue;
    // ("I carved her 4 damage evenly, 2 into Taskmaster and 2 into
    // Crossbones": the damage the player then shares out.)
    if (shared_damage(tokens, ms, cs, *h)) continue;
    std::vector<size_t> to;
    // "both fast", "both have Fast", "both of them are fast".
    bool both = tokens[h->first].word("both") || h->name == "dice" || h->name == "both";
    // ("they'd both die but fast means ...": only the words of having
    // stand between.)
    static const std::set<std::string> kHaving = {"have", "has",  "are", "were", "get", "got", "of",
                                                  "them", "with", "w",   "the",  "a",   "an"};
    for (size_t k = h->first; k-- > 0 && k + 4 > h->first && !tokens[k].ends();) {
      if (tokens[k].word("both")) {
        both = true;
        break;
      }
      if (!kHaving.count(tokens[k].text)) break;
    }
    // ("who has both Fast and Iron Will": "both" right before the keywords
    // joins them; "both have Fast and Overcrush" is both dice.)
    if (h->attrs.size() > 1 && h->name != "dice" && h->first > 0 &&
        tokens[h->first - 1].word("both") && !tokens[h->first].word("have") &&
        !tokens[h->first].word("are") && !tokens[h->first].word("get"))
      both = false;
    // "fast vs fast": the same words on each side of the fight.
    const size_t after = h->last + 1;
    both |= after + 1 < tokens.size() && !tokens[h->last].ends() &&
            (tokens[after].word("vs") || tokens[after].word("versus")) &&
            tokens[after + 1].text == tokens[h->first].text;
    // A keyword some die already has ("... does trample still go through")
    // asks about it; it gives no die anything new.
    bool held = true;
    for (const Attr& a : h->attrs)
      held = held && std::any_of(dice.begin(), dice.end(), [&](const Die& d) {
               return d.facts.count(a.field) && d.facts.at(a.field) == a.value;
             });
    // ("Crossbones (2A/3D), who is also Villains": said of the die before,
    // as another one's.)
    bool also = false;
    for (size_t k = h->first; k-- > 0 && k + 4 > h->first && !tokens[k].ends();)
      also |= tokens[k].word("also") || tokens[k].word("too") || tokens[k].word("who") ||
              tokens[k].word("which");
    if (held && !both && !also) continue;
    // The die described just before, in the same sentence; when a verb
    // and a comma stand between it and another die that could hold it
    // ("3A/2D attacker blocked by 2A/2D, fast"), both readings are kept.
    // ("Magneto blocked Wolverine. Wolverine was attacking at 3A/2D, and
    // has Regenerate": the die told last, though named first.)
    long recent = -1, other = -1;
    for (size_t d = 0; d < dice.size(); ++d) {
      const Mention& dm = ms[static_cast<size_t>(std::max(dice[d].mention, 0))];
      if (dice[d].mention >= 0 && dm.last < h->first) recent = static_cast<long>(d);
    }
    // (A keyword, of a die named again in its own sentence after the die
    // above.)
    const bool keywords =
        !h->attrs.empty() && std::all_of(h->attrs.begin(), h->attrs.end(),
                                         [](const Attr& a) { return a.value == "true"; });
    if (recent >= 0 && keywords)
      for (const auto& [m, made] : dd.dice_of) {
        const size_t told = static_cast<size_t>(std::max(m, 0));
        if (m < 0 || made.size() != 1 || ms[told].refers_to < 0 || ms[told].head != Head::kDie ||
            ms[told].last >= h->first || sentence_between(tokens, ms[told].last, h->first) ||
            ms[told].last <=
                ms[static_cast<size_t>(dice[static_cast<size_t>(recent)].mention)].last ||
            dice[made[0]].mention < 0)
          continue;
        recent = static_cast<long>(made[0]);
      }
    if (recent >= 0) {
      const Mention& rm = ms[static_cast<size_t>(dice[static_cast<size_t>(recent)].mention)];
      const bool comma = h->first > 0 && tokens[h->first - 1].brk == ',' && rm.last + 1 == h->first;
      bool verb_between = false;
      for (long d = recent - 1; d >= 0 && other < 0; --d) {
        const Mention& om =
            ms[static_cast<size_t>(std::max(dice[static_cast<size_t>(d)].mention, 0))];
        for (const Clause& c : cs) verb_between |= c.token > om.last && c.token < rm.first;
        // ("1) I attack with Spider-Woman, 4A/3D, Fast. 2) Opponent blocks
        // with Black Cat, 1A/2D, Deadly.": a die of a sentence before
        // could not hold it.)
        if (dice[static_cast<size_t>(d)].mention >= 0 && verb_between && comma &&
            !sentence_between(tokens, om.last, rm.first))
          other = d;
      }
    }
    // ("both block an Overcrush Juggernaut showing 7A/5D": the die the
    // keyword opens the description of.)
    long next_die = -1;
    if (h->first > 0 && (tokens[h->first - 1].word("an") || tokens[h->first - 1].word("a")))
      for (size_t d = 0; d < dice.size() && next_die < 0; ++d) {
        const int dm = dice[d].mention;
        if (dm >= 0 && ms[static_cast<size_t>(dm)].first > h->last &&
            ms[static_cast<size_t>(dm)].first <= h->last + 3)
          next_die = static_cast<long>(d);
      }
    // ("My opponent's 3A/5D blocked my 3A/4D, then took 2 damage ...": the
    // subject of the verb before, the one that goes on to take it.)
    long subject_die = -1;
    if (h->first >= 2 &&
        (tokens[h->first - 1].word("took") || tokens[h->first - 1].word("takes") ||
         tokens[h->first - 1].word("got")) &&
        tokens[h->first - 2].word("then"))
      for (const Clause& c : cs) {
        if (c.token >= h->first || c.subject < 0) continue;
        bool crosses = false;
        for (size_t t = c.token; t < h->first; ++t) crosses |= tokens[t].ends_sentence();
        const std::vector<size_t> of = dd.at(ms, c.subject);
        if (!crosses && of.size() == 1) subject_die = static_cast<long>(of[0]);
      }
    const bool modifiers_only =
        !h->attrs.empty() && std::all_of(h->attrs.begin(), h->attrs.end(),
                                         [](const Attr& a) { return a.field == "modify"; });
    // ("... is blocked by a 1A/5D die. First its attack is doubled": the
    // die the sentence before was about.)
    long centred_die = -1;
    // (Not when a player acts in its sentence, "i spend my shield on her
    // global +2D on DD", nor when its sentence names a die, "a global gives
    // +2D to Daredevil".)
    const size_t start = sentence_start(tokens, h->first);
    const bool die_in_sentence = std::any_of(ms.begin(), ms.end(), [&](const Mention& o) {
      return o.head == Head::kDie && o.first >= start && o.first != h->first &&
             !sentence_between(tokens, start, o.first);
    });
    if (modifiers_only && !player_acts_before(tokens, ms, h->first) && !die_in_sentence)
      if (const int subject = sentence_subject_before(tokens, ms, cs, h->first); subject >= 0)
        if (const std::vector<size_t> of = dd.at(ms, subject); of.size() == 1)
          centred_die = static_cast<long>(of[0]);
    if (subject_die >= 0) {
      to.push_back(static_cast<size_t>(subject_die));
      mark_used(r, tokens, h->first - 1, h->first - 1);
    } else if (centred_die >= 0) {
      to.push_back(static_cast<size_t>(centred_die));
    } else if (next_die >= 0) {
      to.push_back(static_cast<size_t>(next_die));
    } else if (both || dice.size() <= 1) {
      // ("Hulk and Thor, both have Overcrush. ... a Sidekick blocks": the
      // two told before it, when two are.)
      std::vector<size_t> before;
      for (size_t d = 0; d < dice.size(); ++d)
        if (dice[d].mention >= 0 && ms[static_cast<size_t>(dice[d].mention)].last < h->first)
          before.push_back(d);
      if (both && before.size() >= 2 && before.size() < dice.size())
        to.assign(before.end() - 2, before.end());
      else
        for (size_t d = 0; d < dice.size(); ++d) to.push_back(d);
    } else if (recent >= 0 && other >= 0) {
      std::string what;
      for (const Attr& a : h->attrs)
        what += (what.empty() ? "" : " ") + (a.value == "true" ? a.field : a.field + " " + a.value);
      auto named = [&](long d) {
        return ms[static_cast<size_t>(dice[static_cast<size_t>(d)].mention)].name;
      };
      const size_t pick = choices.choose({"'" + what + "' read on the " + named(recent),
                                          "'" + what + "' read on the " + named(other)});
      to.push_back(static_cast<size_t>(pick == 0 ? recent : other));
    } else if (recent >= 0) {
      // ("2 bullseye dice 2a/2d, 'when this die attacks ...'", "two Human
      // Torch dice (2A/2D each) whose card says '...'": right after a
      // group, what is said is each of its dice's.)
      static const std::set<std::string> kSaying = {
          "whose",  "card", "cards", "says", "say",     "reads",     "read",   "reading",
          "with",   "each", "which", "that", "the",     "their",     "its",    "bearing",
          "having", "has",  "have",  "text", "ability", "abilities", "active", "out",
          "in",     "play", "my",    "his",  "her",     "field"};
      const int group = dice[static_cast<size_t>(recent)].mention;
      const Mention& gm = ms[static_cast<size_t>(group)];
      bool right_after = gm.last < h->first && !tokens[gm.last].ends_sentence();
      for (size_t t = gm.last + 1; right_after && t < h->first; ++t)
        right_after = kSaying.count(tokens[t].text) && !tokens[t].ends_sentence();
      if (gm.count > 1 && right_after)
        to = dd.at(ms, group);
      else
        to.push_back(static_cast<size_t>(recent));
    } else {
      to.push_back(0);
    }
    for (size_t d : to)
      for (const Attr& a : h->attrs)
        if (a.field != "life") give(dice[d], a);
    // ("my life is 20": the asker's, placed once the verbs say which
    // player asks, read_dm; "I block with Colossus. My life is 12" is the
    // attacked player's.)
    for (const Attr& a : h->attrs)
      if (const char* seat = h->owner == Owner::kMine ? "me" : "p2";
          a.field == "life" && (r.fact(seat, "life").empty() || !guessed(text.tokens, a.token)))
        r.facts[seat]["life"] = a.value;
  }
}

}  // namespace arbiter::query::ask
