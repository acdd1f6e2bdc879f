// Whom a pronoun refers to among the mentions named before it: the latest
// that fits ("Klaw attacks her": not the verb's own subject; "he" never one
// the cards call "she"; a person never a scheme), or the same person as a
// pronoun before it.
#include <algorithm>
#include <set>

#include "query/ask/mentions.h"

namespace arbiter::query::ask {

namespace {

// Characters of the core sets and early packs whom the cards and players
// call "she": "he" is never one of them ("I stunned Green Goblin with
// She-Hulk, now he attacks": Goblin).
bool named_woman(const std::string& name) {
  static const std::set<std::string> kWomen = {"she-hulk",
                                               "she hulk",
                                               "shulk",
                                               "jen",
                                               "jennifer",
                                               "jen walters",
                                               "jennifer walters",
                                               "black widow",
                                               "widow",
                                               "captain marvel",
                                               "cap marvel",
                                               "capt marvel",
                                               "carol",
                                               "carol danvers",
                                               "ms marvel",
                                               "ms. marvel",
                                               "kamala",
                                               "kamala khan",
                                               "spider-woman",
                                               "wasp",
                                               "scarlet witch",
                                               "gamora",
                                               "black cat",
                                               "hellcat",
                                               "mockingbird",
                                               "tigra",
                                               "shuri",
                                               "spider-girl",
                                               "agent 13",
                                               "sharon carter",
                                               "maria hill",
                                               "jessica jones",
                                               "madame masque",
                                               "proxima midnight",
                                               "hela",
                                               "nebula",
                                               "harley",
                                               "harley quinn",
                                               "storm",
                                               "jean grey",
                                               "rogue",
                                               "psylocke",
                                               "phoenix"};
  return kWomen.count(name) > 0;
}

// Characters of the core sets and early packs whom the cards call "he":
// "she" is never one of them ("Absorbing Man attacked her ... She has 15
// hit points": She-Hulk).
bool named_man(const std::string& name) {
  static const std::set<std::string> kMen = {"rhino",
                                             "klaw",
                                             "ultron",
                                             "green goblin",
                                             "crossbones",
                                             "absorbing man",
                                             "red skull",
                                             "kang",
                                             "ronan",
                                             "zola",
                                             "taskmaster",
                                             "mutagen",
                                             "vulture",
                                             "scorpion",
                                             "shocker",
                                             "electro",
                                             "sandman",
                                             "mysterio",
                                             "kraven",
                                             "tombstone",
                                             "hammerhead",
                                             "loki",
                                             "thanos",
                                             "ebony maw",
                                             "killmonger",
                                             "magneto",
                                             "sabretooth",
                                             "juggernaut",
                                             "yellowjacket",
                                             "whirlwind",
                                             "baron zemo",
                                             "zemo",
                                             "hulk",
                                             "thor",
                                             "iron man",
                                             "spider-man",
                                             "captain america",
                                             "black panther",
                                             "doctor strange",
                                             "hawkeye",
                                             "ant-man",
                                             "quicksilver",
                                             "vision",
                                             "war machine",
                                             "wong",
                                             "nick fury",
                                             "groot",
                                             "rocket",
                                             "star-lord",
                                             "drax",
                                             "venom",
                                             "wolverine",
                                             "cyclops",
                                             "gambit",
                                             "colossus",
                                             "nightcrawler",
                                             "falcon",
                                             "winter soldier",
                                             "nova",
                                             "daredevil",
                                             "luke cage",
                                             "moon knight",
                                             "shang-chi",
                                             "the hood"};
  return kMen.count(name) > 0;
}

}  // namespace

Mention pronoun_mention(const std::vector<Token>& tokens, const std::vector<Mention>& out,
                        size_t at, std::optional<size_t> verb_at) {
  Mention m;
  m.head = Head::kPronoun;
  m.name = tokens[at].text;
  // "the main scheme ... she has ...": a person is not a scheme or an
  // unnamed minion.
  const bool person = m.name == "he" || m.name == "she" || m.name == "him" || m.name == "he's" ||
                      m.name == "she's" || m.name == "her";
  // ("both of them block him", "all of them attack"): several, no one of them;
  // the game's reader places the group (reading_dm_plural.cpp).
  if ((m.name == "them" || m.name == "they") && at + 1 < tokens.size() &&
      (tokens[at + 1].is("role", "blocker") || tokens[at + 1].is("action", "attack")) &&
      group_said_before(tokens, at))
    return m;
  const bool female = m.name == "she" || m.name == "her" || m.name == "she's";
  const bool male = m.name == "he" || m.name == "him" || m.name == "he's";
  // "Rhino attacks Black Widow and she does not defend": a hero
  // named in the third person is a person, unlike "I" or "my hero".
  static const std::set<std::string> kSpeakerHero = {"hero",   "heroes",   "i",   "me", "im", "i'm",
                                                     "myself", "identity", "you", "we", "us"};
  // (A hero told by a name, not "I", "me", "my hero".)
  const auto named_hero_word = [&](const Mention& o) {
    return !kSpeakerHero.count(o.name) && o.name.rfind("my ", 0) != 0;
  };
  const auto named_hero = [&](const Mention& o) {
    return person && o.head == Head::kHero && named_hero_word(o);
  };
  // "Klaw attacks her", "Widow and Loki both block him": the object
  // of a verb is not its subject, nor one joined to it by "and".
  // ("she-hulk def 2 defends, she has 15hp": after the verb's comma,
  // the subject of what follows.)
  // ("Black Cat defends instead she has two hit points", "Black Widow
  // defends against Rhino, she has 1 DEF": "she" is never an object; she
  // opens a clause of her own, and is not the one the verb was done to.)
  const bool nominative = m.name == "he" || m.name == "she" || m.name == "they" ||
                          m.name == "he's" || m.name == "she's" || m.name == "they're";
  const bool object = verb_at.has_value() && !nominative;
  std::set<long> subjects;
  if (verb_at && nominative)
    for (long j = static_cast<long>(out.size()) - 1; j >= 0; --j)
      if (out[static_cast<size_t>(j)].first > *verb_at && out[static_cast<size_t>(j)].last < at)
        subjects.insert(j);
  if (object) {
    size_t end = *verb_at;
    // ("Mystique 2A/3D and Toad 3A/2D block him": a verb said of several
    // joins them too.)
    static const std::set<std::string> kPluralVerbs = {"block", "attack", "swing", "defend"};
    bool plural = kPluralVerbs.count(tokens[*verb_at].text) > 0;  // "both", "all": joined by "and"
    bool adjacent = false;  // the next part back must be right before
    // ("Rogue and Gambit are blocking it": the plural verb joins them too.)
    while (end > 0 && (tokens[end - 1].word("both") || tokens[end - 1].word("all") ||
                       tokens[end - 1].word("also") || tokens[end - 1].word("then") ||
                       tokens[end - 1].word("are") || tokens[end - 1].word("were"))) {
      plural |= tokens[end - 1].word("both") || tokens[end - 1].word("all") ||
                tokens[end - 1].word("are") || tokens[end - 1].word("were");
      --end;
    }
    // ("Black Panther exhausted and hit him": the one who did both.)
    if (end >= 2 && tokens[end - 1].word("and") && tokens[end - 2].is("status", "exhausted"))
      end -= 1;
    for (long j = static_cast<long>(out.size()) - 1; j >= 0; --j) {
      const Mention& o = out[static_cast<size_t>(j)];
      // ("The Brute, engaged with my partner's Wasp, charged at her": the
      // one it is engaged with, set off, is not who does it.)
      if (o.last + 1 == end && tokens[o.last].brk == ',' && !adjacent) {
        size_t k = o.first;
        if (j > 0 && k >= 2 && tokens[k - 1].word("'s") &&
            out[static_cast<size_t>(j - 1)].last + 2 == k)
          k = out[static_cast<size_t>(j - 1)].first;
        Owner owner;
        while (k > 0 && determiner(tokens[k - 1], owner)) --k;
        if (k >= 2 && (tokens[k - 1].word("with") || tokens[k - 1].word("w")) &&
            tokens[k - 2].word("engaged") && !tokens[k - 2].ends()) {
          end = k - 2;
          continue;
        }
      }
      // (A part right before is the same description only within
      // its sentence.)
      if (o.last + 1 == end && !(adjacent && tokens[o.last].ends())) {
        subjects.insert(j);
        // The next part back: "Loki 1A/3D" right before, or after
        // "both", "Widow and (their) Loki".
        size_t before = o.first;
        Owner owner;
        while (before > 0 && determiner(tokens[before - 1], owner)) --before;
        adjacent = !(plural && before > 0 && tokens[before - 1].word("and"));
        end = adjacent ? o.first : before - 1;
      }
    }
  }
  // "... attacks her ... Is she defeated?": the same person again.
  for (long j = static_cast<long>(out.size()) - 1; person && j >= 0; --j) {
    const std::string& n = out[j].name;
    if (out[j].head == Head::kPronoun && out[j].refers_to >= 0 &&
        female == (n == "she" || n == "her" || n == "she's") &&
        (n == "he" || n == "she" || n == "him" || n == "her" || n == "he's" || n == "she's")) {
      m.refers_to = out[j].refers_to;
      break;
    }
    // ("The villain's ATK is 2 and he got 1 boost icon; BP's DEF is 2 and
    // he has retaliate 1": one named since is who "he" is now.)
    if (out[j].head == Head::kHero && named_hero(out[j]) && out[j].refers_to < 0) break;
  }
  // "My opponent has Red Skull active, and they block with ...":
  // "they" after a player is named is that player, not one die.
  const size_t after = at + 1;
  const bool they = (m.name == "they" || m.name == "they're" || m.name == "theyre") &&
                    after < tokens.size() &&
                    (tokens[after].is("role", "blocker") || tokens[after].is("action", "attack") ||
                     tokens[after].word("chump"));
  // ("my opponent's 2A/5D die ... he blocked with that damaged die":
  // a die does not block with a die; the opponent does.)
  const bool he_with =
      (m.name == "he" || m.name == "she") && after + 1 < tokens.size() &&
      (tokens[after].is("role", "blocker") || tokens[after].is("action", "attack")) &&
      (tokens[after + 1].word("with") || tokens[after + 1].word("w"));
  bool player_named = false, opponent_named = false;
  for (const Mention& o : out) {
    player_named |= o.head == Head::kPlayer;
    opponent_named |= o.head == Head::kPlayer && o.owner != Owner::kMine;
  }
  // ("I swung at him with my Hulk and a Sidekick. He had 20 life": among
  // dice, the one with a life total is a player.)
  bool life_told = false;
  for (size_t t = after; m.name != "it" && t < tokens.size() && t < after + 4; ++t) {
    life_told |= tokens[t].is("stat", "life");
    if (tokens[t].ends()) break;
  }
  const bool among_dice =
      std::any_of(out.begin(), out.end(), [](const Mention& o) { return o.head == Head::kDie; });
  // (The player is no mention: the pronoun refers to none.)
  // ("I use a Power Bolt action die, it deals 2 damage": "it" right after
  // the action die or ability, in its sentence, is that, not a character;
  // not "a Global ability that gives it +2A", nor after a full stop.)
  auto action_word = [&](size_t k) {
    return tokens[k].is("term", "action-die") || tokens[k].is("term", "global") ||
           tokens[k].word("ability") ||
           (tokens[k].word("bolt") && k > 0 && tokens[k - 1].word("power"));
  };
  const bool of_action = m.name == "it" && at > 0 &&
                         ((action_word(at - 1) && !tokens[at - 1].ends_sentence()) ||
                          (at > 1 && (tokens[at - 1].word("and") || tokens[at - 1].word("then")) &&
                           action_word(at - 2) && !tokens[at - 2].ends_sentence()));
  // ("Opponent at 14 life, they have a Loki die in their Field Zone": what
  // "they" have, a die or a card, is a player's.)
  const bool they_have = (m.name == "they" || m.name == "theyve") && after + 1 < tokens.size() &&
                         (tokens[after].word("have") || tokens[after].word("had") ||
                          tokens[after].word("control") || tokens[after].word("controlled")) &&
                         (tokens[after + 1].word("a") || tokens[after + 1].word("an") ||
                          tokens[after + 1].term_kind("role"));
  // ("Sentry 7A/5D attacks. they double block: Absorbing Man 2A/4D +
  // Titania 3A/3D", "they block with Cap": who blocks with dice is a
  // player.)
  const bool they_block_with = m.name == "they" && after < tokens.size() &&
                               tokens[after].is("role", "blocker") &&
                               (tokens[after].brk == ':' ||
                                (after + 1 < tokens.size() && !tokens[after].ends() &&
                                 (tokens[after + 1].word("with") || tokens[after + 1].word("w"))));
  const bool to_player = (he_with && opponent_named) || (life_told && among_dice) || of_action ||
                         (they_have && opponent_named) || they_block_with;
  if (to_player) m.refers_to = -1;
  // ("I shot his Iron Will die (1A/4D) ..., then attacked with a
  // 3/3 and he blocked with it": what he blocks with is his die.)
  if (!to_player && m.name == "it" && at >= 3 &&
      (tokens[at - 1].word("with") || tokens[at - 1].word("w")) &&
      tokens[at - 2].is("role", "blocker") &&
      (tokens[at - 3].word("he") || tokens[at - 3].word("she") || tokens[at - 3].word("they") ||
       opponent_said(tokens[at - 3].text)))
    for (long j = static_cast<long>(out.size()) - 1; j >= 0; --j)
      if (out[j].head == Head::kDie && out[j].refers_to < 0 && out[j].owner == Owner::kOther) {
        m.refers_to = static_cast<int>(j);
        break;
      }
  // ("Spider-Man defended Rhino's attack, so he's exhausted": the
  // one whose attack it was is passed over while another fits.)
  auto possessor = [&](const Mention& c) {
    return c.last + 1 < tokens.size() && tokens[c.last + 1].text == "'s";
  };
  // ("She's an ally with 2 hit points. He has ATK 2": what "she" is said
  // to be is a she.)
  auto said_of_her = [&](long j) {
    if (j == 0) return false;
    const Mention& she = out[static_cast<size_t>(j - 1)];
    const bool female_before = she.head == Head::kPronoun &&
                               (she.name == "she" || she.name == "she's" || she.name == "her");
    size_t at_j = she.last + 1;
    while (at_j < out[static_cast<size_t>(j)].first &&
           (tokens[at_j].word("is") || tokens[at_j].word("was") || tokens[at_j].word("a") ||
            tokens[at_j].word("an")))
      ++at_j;
    return female_before && at_j == out[static_cast<size_t>(j)].first;
  };
  // ("He had a tough card before Hulk's attack": one named again
  // later in the pronoun's own sentence is someone else.)
  auto named_later = [&](const Mention& c) {
    // (Not past a question opened after a comma: "she only has two hit
    // points, boost card has two icons, does maria hill get defeated" asks
    // of her in a clause of its own.)
    static const std::set<std::string> kAsks = {"does", "do",   "did", "is",    "are",  "was",
                                                "how",  "what", "who", "where", "will", "can"};
    for (size_t t = at + 1; t < tokens.size(); ++t) {
      if (tokens[t].brk == 0 && kAsks.count(tokens[t].text) &&
          (tokens[t - 1].brk == ',' ||
           (t >= 2 && tokens[t - 1].word("so") && tokens[t - 2].brk == ',')))
        break;
      if (tokens[t].text == c.name && tokens[t].term) return true;
      if (tokens[t].ends_sentence()) break;
    }
    return false;
  };
  auto same_sentence = [&](size_t from, size_t to) {
    for (size_t t = from; t < to; ++t)
      if (tokens[t].ends_sentence()) return false;
    return true;
  };
  // ("a Hydra Trooper is engaged with her": an enemy is engaged with a
  // player's hero, not with an enemy.)
  // (Not "engaged with her player", whose player.)
  const bool engaged_with =
      at >= 2 && (tokens[at - 1].word("with") || tokens[at - 1].word("w")) &&
      tokens[at - 2].word("engaged") &&
      !(tokens[at].brk == 0 && at + 1 < tokens.size() && tokens[at + 1].kind == Tok::kWord);
  // ("earlier in the round we'd confused him", "Spidey had stunned him":
  // the players and their characters stun and confuse the enemy, never a
  // hero or an ally of their own; "Rhino had stunned him": the enemy, a
  // hero or an ally.)
  static const std::set<std::string> kPlayers = {"we",  "we'd", "wed", "i",
                                                 "i'd", "id",   "you", "you'd"};
  size_t by_at = at >= 1 ? at - 1 : 0;
  const bool status_verb_before =
      at >= 2 && (tokens[at - 1].text == "stunned" || tokens[at - 1].text == "confused");
  if (status_verb_before) {
    by_at = at - 2;
    while (by_at > 0 && (tokens[by_at].word("had") || tokens[by_at].word("have") ||
                         tokens[by_at].word("already") || tokens[by_at].word("just")))
      --by_at;
  }
  const bool by_friend = std::any_of(out.begin(), out.end(), [&](const Mention& o) {
    return o.last == by_at && (o.head == Head::kHero || o.head == Head::kAlly);
  });
  const bool by_enemy = std::any_of(out.begin(), out.end(), [&](const Mention& o) {
    return o.last == by_at && (o.head == Head::kVillain || o.head == Head::kMinion);
  });
  const bool status_given = status_verb_before && !tokens[at - 1].ends() && !tokens[by_at].ends();
  const bool players_status = status_given && (kPlayers.count(tokens[by_at].text) > 0 || by_friend);
  const bool enemy_status = status_given && by_enemy;
  // ("She does a basic thwart with THW 2", "he thwarts": what only a
  // player's character does; never the villain's or a minion's.)
  bool players_act = false;
  if ((m.name == "she" || m.name == "he") && !object)
    for (size_t t = at + 1; t < tokens.size() && t <= at + 3; ++t) {
      players_act |= tokens[t].is("action", "thwart") || tokens[t].word("basic");
      if (tokens[t].ends()) break;
    }
  // ("He attacked it with his Black Cat ally": an ally of their own, which
  // only a player has.)
  if ((m.name == "she" || m.name == "he") && !object)
    for (size_t t = at + 1; t + 1 < tokens.size() && t <= at + 6; ++t) {
      if (tokens[t].word(m.name == "he" ? "his" : "her") &&
          (tokens[t + 1].is("role", "ally") ||
           (t + 2 < tokens.size() && !tokens[t + 1].ends() && tokens[t + 2].word("ally"))))
        players_act = true;
      if (tokens[t].ends()) break;
    }
  for (int pass = 0; pass < 2 && !to_player && m.refers_to < 0; ++pass)
    for (long j = static_cast<long>(out.size()) - 1; !to_player && m.refers_to < 0 && j >= 0; --j)
      // ("rhino stunned (mockingbird), ... he attacks": one named in
      // brackets, said of another, only when nothing else fits.)
      if ((pass == 1 || !person || object || !possessor(out[j])) &&
          (pass == 1 || !person || !named_later(out[j])) &&
          (pass == 1 || !person || out[j].first == 0 || tokens[out[j].first - 1].brk != '(') &&
          !(they && player_named && out[j].count <= 1) && out[j].head != Head::kNone &&
          // ("a Hydra Trooper attacks Captain America, it has two attack":
          // a hero by name is "he" or "she", not "it".)
          !(m.name == "it" && out[j].head == Head::kHero && named_hero_word(out[j])) &&
          out[j].head != Head::kPronoun && !subjects.count(j) &&
          !(engaged_with && (out[j].head == Head::kMinion || out[j].head == Head::kVillain)) &&
          !(players_status && (out[j].head == Head::kHero || out[j].head == Head::kAlly)) &&
          !(enemy_status && (out[j].head == Head::kVillain || out[j].head == Head::kMinion)) &&
          !(players_act && (out[j].head == Head::kVillain || out[j].head == Head::kMinion)) &&
          !(male && named_woman(out[j].name)) && !(male && said_of_her(j)) &&
          !(female && out[j].head != Head::kDie && named_man(out[j].name)) &&
          // ("no allies in play ... She declares that she is defending": none
          // is no one she could be.)
          !(person && out[j].first > 0 && tokens[out[j].first - 1].word("no") &&
            tokens[out[j].first - 1].brk == 0) &&
          (out[j].head != Head::kHero || named_hero(out[j])) &&
          // ("while I'm Iron Man. does he attack": Iron Man is the asker;
          // but "i'm captain marvel in hero form she's got twelve hit
          // points": the asker's heroine told of in her own sentence.)
          !(out[j].head == Head::kHero && j > 0 &&
            (out[j - 1].name == "i'm" || out[j - 1].name == "im") &&
            out[j - 1].last + 1 == out[j].first &&
            // ("im captain america 11hp, 2 dmg on him, and he has a tough
            // card": so for him.)
            !(((female && named_woman(out[j].name)) || (male && named_man(out[j].name))) &&
              same_sentence(out[j].last, at))) &&
          out[j].head != Head::kPlayer &&
          !(person && (out[j].head == Head::kMainScheme || out[j].head == Head::kSideScheme ||
                       (out[j].head == Head::kMinion &&
                        (out[j].name == "minion" || out[j].name == "minions"))))) {
        m.refers_to = static_cast<int>(j);
        break;
      }
  return m;
}

}  // namespace arbiter::query::ask
