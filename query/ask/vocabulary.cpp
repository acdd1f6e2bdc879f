#include "query/ask/vocabulary.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <map>
#include <optional>
#include <set>
#include <unordered_map>

#include "common/text.h"
#include "query/fts_query.h"
#include "query/game_rows.h"
#include "query/spelling.h"
#include "query/term_docs.h"

namespace arbiter::query::ask {

namespace {

// The role a character card plays in a situation, and the entry on it.
struct CardRole {
  cards::Kind kind;
  const char* role;
  const char* entry;
};
// When cards of several kinds share a name ("Rhino" the villain and the
// minion), the first kind here is the one the name means.
constexpr CardRole kCardRoles[] = {{cards::Kind::kVillain, "villain", "mc:villain"},
                                   {cards::Kind::kHero, "hero", "mc:identity"},
                                   {cards::Kind::kAlterEgo, "hero", "mc:identity"},
                                   {cards::Kind::kMinion, "minion", "mc:minion"},
                                   {cards::Kind::kAlly, "ally", "mc:ally"}};

}  // namespace

const char* card_role(cards::Kind kind) {
  for (const CardRole& r : kCardRoles)
    if (r.kind == kind) return r.role;
  return "";
}

std::vector<const cards::Card*> Vocabulary::other_cards_named(const std::string& question) const {
  std::vector<const cards::Card*> out;
  const std::string folded = to_lower_ascii(question);
  auto letter = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; };
  for (const cards::Card* c : other_cards_) {
    const bool one_word = c->name.find(' ') == std::string::npos;
    const std::string& in = one_word ? question : folded;
    const std::string name = one_word ? c->name : to_lower_ascii(c->name);
    for (size_t at = in.find(name); at != std::string::npos; at = in.find(name, at + 1)) {
      const size_t end = at + name.size();
      if ((at > 0 && letter(in[at - 1])) || (end < in.size() && letter(in[end]))) continue;
      out.push_back(c);
      break;
    }
  }
  return out;
}

void Vocabulary::add_card_names() {
  // The character cards by their name as a question's words.
  std::map<std::vector<std::string>, std::vector<const cards::Card*>> by_name;
  // (A leader or other card named as a character is the character.)
  std::set<std::string> other_names;
  for (const cards::Card& c : cards_pool_->cards())
    if (c.character()) other_names.insert(to_lower_ascii(c.name));
  for (const cards::Card& c : cards_pool_->cards()) {
    if (!c.character()) {
      const std::vector<std::string> words = question_words(c.name);
      const bool one_word = words.size() == 1;
      if (words.empty() || c.name.size() < 4 || !other_names.insert(to_lower_ascii(c.name)).second)
        continue;
      if (one_word && (in_corpus(words[0]) || knows(words[0]))) continue;
      other_cards_.push_back(&c);
      continue;
    }
    std::vector<const cards::Card*>& same = by_name[question_words(c.name)];
    if (std::none_of(same.begin(), same.end(),
                     [&](const cards::Card* o) { return same_printing(*o, c); }))
      same.push_back(&c);
  }
  // The games' own role words ("rhino", "black cat"), by their words.
  std::map<std::vector<std::string>, size_t> own_roles;
  for (size_t i = 0; i < packed_.terms.size(); ++i)
    if (packed_.terms[i].game == "mc" && view(i).kind == "role") own_roles[term(i).words] = i;
  for (const auto& [words, named] : by_name) {
    if (words.empty()) continue;
    const auto found = own_roles.find(words);
    Term* own = found == own_roles.end() ? nullptr : &term(found->second);
    std::string role = own ? own->name : "";
    for (const CardRole& r : kCardRoles)
      for (const cards::Card* c : named)
        if (role.empty() && c->kind == r.kind) role = r.role;
    // Every character card of the name, the role's first: "my Hulk ally"
    // reads the ally's card, though "Hulk" is the hero.
    std::vector<const cards::Card*> faces;
    for (const cards::Card* c : named)
      if (card_role(c->kind) == role) faces.push_back(c);
    if (faces.empty()) continue;
    for (const cards::Card* c : named)
      if (card_role(c->kind) != role) faces.push_back(c);
    if (own) {
      own->faces = faces;
      continue;
    }
    // A one-word name the rulebooks use as a word ("Vision", "Storm") would
    // make every use of the word a character.
    if (words.size() == 1 && (in_corpus(words[0]) || words[0].size() < 3)) continue;
    Term t;
    t.game = "mc";
    t.words = words;
    t.kind = "role";
    t.name = role;
    for (const CardRole& r : kCardRoles)
      if (r.role == role) t.entries = {r.entry};
    t.faces = std::move(faces);
    t.from_cards = true;
    for (const std::string& w : t.words)
      if (!std::binary_search(packed_.words.begin(), packed_.words.end(), std::string_view(w)))
        card_words_.insert(w);
    card_terms_by_first_[t.words.front()].push_back(terms_.size());
    terms_.push_back(std::make_unique<Term>(std::move(t)));
  }
}

namespace {

// The longest of the items `each` gives for word i (every item whose
// phrase may start there, in the order kept) that have `game` and whose
// words start at word i, or none.
template <typename Item, typename Each>
const Item* longest_at(const Each& each, const std::vector<std::string>& words,
                       const std::string& game, size_t i) {
  const Item* best = nullptr;
  if (i >= words.size()) return best;
  each(words[i], [&](const Item& item) {
    const size_t n = item.words.size();
    if ((!game.empty() && item.game != game) || n == 0 || (best && n <= best->words.size()) ||
        i + n > words.size())
      return;
    if (std::equal(item.words.begin(), item.words.end(), words.begin() + static_cast<long>(i)))
      best = &item;
  });
  return best;
}

// Longest phrase matches, left to right, of the items `each` gives that
// have `game` and `words`: the first word's index and the item.
template <typename Item, typename Each>
std::vector<std::pair<size_t, const Item*>> longest_matches(const Each& each,
                                                            const std::vector<std::string>& words,
                                                            const std::string& game) {
  std::vector<std::pair<size_t, const Item*>> out;
  for (size_t i = 0; i < words.size();) {
    const Item* best = longest_at<Item>(each, words, game, i);
    // ("the villain phase": "villain phase", not "the villain" and a
    // phase; the article gives way to a phrase that runs on past it.)
    if (best && best->words.size() > 1 && best->words.front() == "the") {
      const Item* next = longest_at<Item>(each, words, game, i + 1);
      if (next && i + 1 + next->words.size() > i + best->words.size()) {
        ++i;
        continue;
      }
    }
    if (best) out.emplace_back(i, best);
    i += best ? best->words.size() : 1;
  }
  return out;
}

}  // namespace

std::vector<CardMatch> Vocabulary::match_cards(const std::vector<std::string>& words,
                                               const std::string& game) const {
  std::vector<CardMatch> out;
  const auto every_card = [&](const std::string&, const auto& f) {
    for (const Card& c : cards_) f(c);
  };
  for (const auto& [at, card] : longest_matches<Card>(every_card, words, game))
    out.push_back({at, card->words.size(), card});
  return out;
}

std::vector<TermMatch> Vocabulary::match(const std::vector<std::string>& words,
                                         const std::string& game) const {
  std::vector<TermMatch> out;
  // Only the terms whose phrase opens with the word, in their order.
  const auto opening_with = [&](const std::string& word, const auto& f) {
    // (std::equal_range, not std::ranges': clang's sanitizer build cannot
    // instantiate the ranges one with libstdc++ 12.)
    struct ByFirst {
      const decltype(packed_.terms)& terms;
      bool operator()(uint32_t k, std::string_view w) const { return terms[k].first < w; }
      bool operator()(std::string_view w, uint32_t k) const { return w < terms[k].first; }
    };
    const auto [first, last] = std::equal_range(packed_.by_first.begin(), packed_.by_first.end(),
                                                std::string_view(word), ByFirst{packed_.terms});
    for (auto k = first; k != last; ++k) f(term(*k));
    const auto it = card_terms_by_first_.find(word);
    if (it == card_terms_by_first_.end()) return;
    for (const size_t k : it->second) f(*terms_[k]);
  };
  for (const auto& [at, term] : longest_matches<Term>(opening_with, words, game))
    out.push_back({at, term->words.size(), term});
  return out;
}

bool Vocabulary::in_corpus(const std::string& word) const {
  return known_word(db_, word);
}

double Vocabulary::corpus_lean(const std::vector<std::string>& words, const std::string& a,
                               const std::string& b) const {
  // Each entry's game: when the index build recorded each game's entries
  // as one run of rowids (its count fills its span; rowids are unique), a
  // hit is placed by two comparisons. Else read from the index of ids
  // ("mc:guard": every id opens with its game), not from the entries'
  // rows, which hold whole texts: a cold start paid for every page of them.
  double totals[2] = {0, 0};
  const std::optional<GameRows> found[2] = {game_rows(db_, a), game_rows(db_, b)};
  const GameRows rows[2] = {found[0].value_or(GameRows{}), found[1].value_or(GameRows{})};
  const bool spans = found[0] && found[1] && rows[0].contiguous() && rows[1].contiguous();
  std::unordered_map<int64_t, int> side;  // entry rowid -> 0 (game a) or 1 (game b)
  if (spans) {
    totals[0] = static_cast<double>(rows[0].count);
    totals[1] = static_cast<double>(rows[1].count);
  } else {
    Statement ids = db_.prepare("SELECT rowid, id FROM entries ORDER BY id");
    while (ids.step()) {
      const std::string id = ids.text(1);
      const std::string game = id.substr(0, id.find(':'));
      const int at = game == a ? 0 : game == b ? 1 : -1;
      if (at < 0) continue;
      side.emplace(ids.integer(0), at);
      ++totals[at];
    }
  }
  auto side_of = [&](int64_t rowid) {
    if (!spans) {
      const auto it = side.find(rowid);
      return it == side.end() ? -1 : it->second;
    }
    return rows[0].holds(rowid) ? 0 : rows[1].holds(rowid) ? 1 : -1;
  };
  const double total_a = totals[0], total_b = totals[1];
  // (Both statements prepared when first needed: most words are counted.)
  std::optional<Statement> hits, texts;
  // How many of each game's entries use the word: counted at the index
  // build when the word is one term (query/term_docs.h), else matched.
  TermDocs counted(db_, a, b);
  auto uses = [&](const std::string& word) {
    std::array<double, 2> n = {0, 0};
    if (const auto docs = counted.uses(word)) {
      n = {static_cast<double>((*docs)[0]), static_cast<double>((*docs)[1])};
      return n;
    }
    if (!hits)
      hits.emplace(db_.prepare("SELECT rowid FROM search_words WHERE search_words MATCH ?"));
    hits->bind(1, fts_string(word));
    while (hits->step())
      if (const int at = side_of(hits->integer(0)); at >= 0) ++n[at];
    hits->reset();
    return n;
  };
  // "Thor", "Green Goblin": a name a rulebook's examples use only capitalized
  // says little about which game (both games have Marvel's characters).
  constexpr double kNameLimit = 0.5;
  constexpr double kRare = 8;
  auto only_a_name = [&](const std::string& game, const std::string& word) {
    if (!texts)
      texts.emplace(db_.prepare(
          "SELECT e.text, e.title FROM search_words JOIN entries e ON e.rowid = search_words.rowid "
          "WHERE search_words MATCH ? AND e.game = ?"));
    texts->bind(1, fts_string(word)).bind(2, game);
    bool seen = false, lower = false, titled = false;
    while (texts->step()) {
      // ("Energize" is capitalized too: a keyword with its own entry.)
      titled |= to_lower_ascii(texts->text(1)).find(word) != std::string::npos;
      const std::string text = texts->text(0);
      const std::string folded = to_lower_ascii(text);
      for (size_t at = folded.find(word); at != std::string::npos; at = folded.find(word, at + 1)) {
        // (whole words: "thor", not "thorough")
        const size_t end = at + word.size();
        if ((at > 0 && std::isalpha(static_cast<unsigned char>(folded[at - 1]))) ||
            (end < folded.size() && std::isalpha(static_cast<unsigned char>(folded[end])) &&
             !(folded[end] == 's' && (end + 1 == folded.size() ||
                                      !std::isalpha(static_cast<unsigned char>(folded[end + 1]))))))
          continue;
        seen = true;
        lower |= std::islower(static_cast<unsigned char>(text[at])) != 0;
      }
    }
    texts->reset();
    return seen && !lower && !titled;
  };
  // A word one rulebook uses often and the other never ("life", "opponent"
  // in Dice Masters) says twice as much as one both use, unevenly.
  // A word both use in many entries ("time", "each") says little either way.
  constexpr double kLimit = 1.5, kOwnWordLimit = 3.0, kOften = 10, kCommonLimit = 0.5,
                   kCommonShare = 0.05;
  double lean = 0;
  for (const std::string& question_word : words)
    for (const std::string& w : query_words(question_word)) {
      if (w.size() < 3) continue;
      const auto [n_a, n_b] = uses(w);
      const bool name = (n_b == 0 && n_a > 0 && n_a <= kRare && only_a_name(a, w)) ||
                        (n_a == 0 && n_b > 0 && n_b <= kRare && only_a_name(b, w));
      const bool common = n_a >= kCommonShare * total_a && n_b >= kCommonShare * total_b;
      const double limit = name ? kNameLimit
                           : (n_a == 0 && n_b >= kOften) || (n_b == 0 && n_a >= kOften)
                               ? kOwnWordLimit
                           : common ? kCommonLimit
                                    : kLimit;
      const double ratio = ((n_a + 0.5) / (total_a + 1.0)) / ((n_b + 0.5) / (total_b + 1.0));
      lean += std::clamp(std::log(ratio), -limit, limit);
    }
  return lean;
}

std::vector<std::string> Vocabulary::corrected(const std::vector<std::string>& words) const {
  std::vector<std::string> out;
  for (const std::string& w : words) out.push_back(correct(w));
  // ("Sentry 7A/5D attacks": a name before a die's stats, not a slip for
  // "entry"; a slip for a character's name is still mended.)
  const auto stats = [](const std::string& w) {
    const size_t slash = w.find('/');
    return slash != std::string::npos && slash > 0 &&
           std::isdigit(static_cast<unsigned char>(w[0])) &&
           std::isdigit(static_cast<unsigned char>(w[slash + 1 < w.size() ? slash + 1 : 0]));
  };
  // (Not "theirs, 2A/2D": whose it is, which the spelling check mends.)
  static const std::set<std::string> kWhose = {"theirs", "mine", "yours", "hers", "ours"};
  for (size_t k = 0; k + 1 < out.size(); ++k)
    if (out[k] != words[k] && stats(words[k + 1]) && !knows(out[k]) && !knows(words[k]) &&
        !kWhose.count(words[k]))
      out[k] = words[k];
  // ("Blk Widow", "blk panther": shorthand for "black" before the rest of
  // a name, not "block".)
  for (size_t k = 0; k + 1 < out.size(); ++k)
    if (words[k] == "blk")
      for (size_t i = 0; i < term_count(); ++i) {
        const TermView t = view(i);
        if (t.kind == "role" && t.words == 2 && t.first == "black" && t.second == out[k + 1]) {
          out[k] = "black";
          break;
        }
      }
  // "blck cat", "jess jones": a character's two-word name with its second
  // word as written and its first shortened or one slip off.
  static const std::set<std::string> kGlue = {"the",   "a",   "an",  "my", "his",  "her",
                                              "their", "its", "and", "or", "with", "w",
                                              "to",    "on",  "of",  "at", "vs",   "by"};
  for (size_t k = 0; k + 1 < out.size(); ++k) {
    const std::string& first = out[k];
    if (first.size() < 3 || kGlue.count(first) || knows(first) ||
        first.find_first_of("0123456789/'") != std::string::npos)
      continue;
    for (size_t i = 0; i < term_count(); ++i) {
      const TermView t = view(i);
      // (Characters' names, not "character die", which "char die" is.)
      if (t.kind != "role" || t.name == "die" || t.words != 2 || t.second != out[k + 1] ||
          t.second.size() < 3 || t.first.size() <= 3)
        continue;
      const std::string name(t.first);
      const bool shortened =
          name.size() > first.size() && name.compare(0, first.size(), first) == 0;
      if (shortened || edit_distance(first, name) == 1) {
        out[k] = name;
        break;
      }
    }
  }
  // "iron wil", "luke cag": a phrase's first word as written and its
  // second one slip off, too short to be corrected alone.
  // (The rulebooks are asked about the word only when a phrase fits.)
  for (size_t k = 0; k + 1 < out.size(); ++k) {
    const std::string& second = out[k + 1];
    if (second.size() < 3 || knows(second) ||
        second.find_first_of("0123456789/'") != std::string::npos)
      continue;
    for (size_t i = 0; i < term_count(); ++i) {
      const TermView t = view(i);
      if (t.words == 2 && t.first == out[k] && t.second.size() >= 4 &&
          edit_distance(second, std::string(t.second)) == 1) {
        if (!in_corpus(second)) out[k + 1] = t.second;
        break;
      }
    }
  }
  return out;
}

// A typo is one slip: a letter missing, extra, wrong or swapped. Short
// words only count a swap ("gaurd"), since one wrong letter in a short
// word is usually another word ("kill", "will"); slang and words two edits
// away ("spidey", "trample") are left alone rather than guessed.
bool one_slip(const std::string& typed, const std::string& known) {
  const size_t longer = std::max(typed.size(), known.size());
  if (longer - std::min(typed.size(), known.size()) > 1) return false;
  // ("soilder": two letters side by side typed the other way round.)
  if (typed.size() == known.size() && typed.size() > 5) {
    size_t first = 0;
    while (first < typed.size() && typed[first] == known[first]) ++first;
    if (first + 1 < typed.size() && typed[first] == known[first + 1] &&
        typed[first + 1] == known[first] &&
        typed.compare(first + 2, std::string::npos, known, first + 2, std::string::npos) == 0)
      return true;
  }
  if (edit_distance(typed, known) != 1) return false;
  if (typed.size() > 5) return true;
  // "atack", "blok": one of a doubled letter left out, the commonest slip.
  // ("bloks": the c of a "ck" left out, as often.)
  if (typed.size() + 1 == known.size() && typed.size() >= 4)
    for (size_t k = 0; k + 1 < known.size(); ++k)
      if ((known[k] == known[k + 1] || (known[k] == 'c' && known[k + 1] == 'k')) &&
          known.substr(0, k) + known.substr(k + 1) == typed)
        return true;
  // "bagg", "pille": a letter doubled that is single, as often.
  if (typed.size() == known.size() + 1 && typed.size() >= 4)
    for (size_t k = 0; k + 1 < typed.size(); ++k)
      if (typed[k] == typed[k + 1] && typed.substr(0, k) + typed.substr(k + 1) == known)
        return true;
  // "defnd", "thret": a vowel inside the word left out, as typed in haste.
  if (typed.size() + 1 == known.size() && typed.size() >= 4)
    for (size_t k = 1; k + 1 < known.size(); ++k)
      if (std::string_view("aeiou").find(known[k]) != std::string_view::npos &&
          known.substr(0, k) + known.substr(k + 1) == typed)
        return true;
  // ("rhyno": a "y" where the name has an "i", which sound alike.)
  if (typed.size() == known.size() && typed.size() >= 4)
    for (size_t k = 0; k < typed.size(); ++k)
      if (typed[k] != known[k]) {
        if (((typed[k] == 'y' && known[k] == 'i') || (typed[k] == 'i' && known[k] == 'y')) &&
            typed.compare(k + 1, std::string::npos, known, k + 1, std::string::npos) == 0)
          return true;
        break;
      }
  std::string a = typed, b = known;
  std::sort(a.begin(), a.end());
  std::sort(b.begin(), b.end());
  return typed.size() == known.size() && a == b;
}

std::string Vocabulary::correct(const std::string& word) const {
  // "does it go thru": the word in full, which the reader knows.
  if (word == "thru") return "through";
  // "4 on teh 3/3": the commonest slips of the little words that tie a
  // question together, too short for the spelling check below.
  static const std::map<std::string, std::string> kLittleSlips = {
      {"teh", "the"},   {"hte", "the"},   {"adn", "and"},     {"nad", "and"},
      {"wiht", "with"}, {"taht", "that"}, {"thier", "their"}, {"waht", "what"}};
  if (const auto it = kLittleSlips.find(word); it != kLittleSlips.end()) return it->second;
  // ("hes got two hit points", dictated or typed fast: a pronoun and its
  // verb, which the reader follows back to whom it stands for.)
  static const std::map<std::string, std::string> kNoApostrophe = {
      {"hes", "he's"}, {"shes", "she's"}, {"theyre", "they're"}};
  if (const auto it = kNoApostrophe.find(word); it != kNoApostrophe.end()) return it->second;
  // "thor atk, blk'd by cyc", "vill atk 2", "hulk 6a/6d ovc": a veteran's
  // shorthand for the games' words, too short for the spelling check.
  static const std::map<std::string, std::string> kShorthand = {
      {"blk", "block"},          {"blks", "blocks"},     {"blkd", "blocked"},
      {"blk'd", "blocked"},      {"blking", "blocking"}, {"atks", "attacks"},
      {"atkd", "attacked"},      {"atk'd", "attacked"},  {"vill", "villain"},
      {"ovc", "overcrush"},      {"thr", "threat"},      {"conseq", "consequential"},
      {"cons", "consequential"}, {"thw'd", "thwarted"},  {"tgt", "target"},
      {"def'd", "defended"}};
  if (const auto it = kShorthand.find(word); it != kShorthand.end()) return it->second;
  // Short words, numbers and stat forms are too easy to "correct" wrongly.
  if (word.size() < 4 || word.size() > kLongestCorrectable ||
      word.find_first_of("0123456789/'-") != std::string::npos)
    return word;
  if (knows(word) || known_word(db_, word)) return word;
  // Everyday words one slip from a game's word, which the rulebooks happen
  // not to use ("sitting in the field" is not "hitting").
  static const std::set<std::string> kEveryday = {
      "sitting", "setting", "getting", "letting", "putting", "fitting", "smacks", "smack", "stacks",
      "wait", "waits", "bonus", "stayed", "lasted", "fought",
      // ("giving Emma +2D" is not "living", "pumped her +2A" not "jumped")
      "giving", "pumped", "dumped", "dumping", "bumped", "slipped", "wanted", "wants", "lending",
      // ("he's sending ally Hawkeye at Shocker" is not "spending", "she's
      // saying no block" not "paying")
      "sending", "saying", "charged",
      // ("zapped his Thor for 2" is not "tapped")
      "zapped", "capped", "tipped", "topped", "mapped", "napped", "sapped",
      // ("I divide 2 damage to Wolverine" is not "divider")
      "divide", "divides", "divided",
      // ("I thought boost icons only count ..." is not "though")
      "thought",
      // ("Thanks, one more detail": a letter's words, not "Thanos")
      "thanks", "thank",
      // ("their life tracker says 4" is not "tracked")
      "tracker", "trackers",
      // ("the latter blocks" is not "matter")
      "latter", "former",
      // ("a +1A marker next to him" is not "Parker"; "a photo" not "photon")
      "marker", "markers", "photo", "photos"};
  if (kEveryday.count(word)) return word;
  // Every phrase word in order: the packed ones and the card pool's merged.
  // (one_slip wants lengths at most one apart.)
  const auto slip = [&](std::string_view p) {
    return p.size() + 1 >= word.size() && p.size() <= word.size() + 1 &&
           one_slip(word, std::string(p));
  };
  auto card = card_words_.begin();
  for (const std::string_view p : packed_.words) {
    for (; card != card_words_.end() && *card < p; ++card)
      if (slip(*card)) return *card;
    if (slip(p)) return std::string(p);
  }
  for (; card != card_words_.end(); ++card)
    if (slip(*card)) return *card;
  const std::optional<std::string> fix = correct_word(db_, word);
  return fix && one_slip(word, *fix) ? *fix : word;
}

namespace {

// "2hp" -> "2", "hp"; "1dmg" -> "1", "dmg". Dice forms ("8a", "4d") and
// ordinals ("1st") stay whole.
void split_number_unit(const std::string& w, std::vector<std::string>& words) {
  // "atk3", "def2", "hp5": a stat with its value glued after it.
  // ("lvl2", "level3": a die's level.)
  static const std::set<std::string> kStats = {"atk", "thw", "sch", "def",  "hp",
                                               "rec", "lvl", "lv",  "level"};
  const size_t letters_end = w.find_first_of("0123456789");
  if (letters_end != std::string::npos && letters_end > 0 && w.size() - letters_end <= 3 &&
      kStats.count(w.substr(0, letters_end)) &&
      w.find_first_not_of("0123456789", letters_end) == std::string::npos) {
    words.push_back(w.substr(0, letters_end));
    words.push_back(w.substr(letters_end));
    return;
  }
  const size_t digits_end = w.find_first_not_of("0123456789");
  const size_t unit = digits_end < w.size() && w[digits_end] == '-' ? digits_end + 1 : digits_end;
  const bool glued =
      digits_end != 0 && digits_end != std::string::npos && w.size() - unit >= 2 &&
      w.find_first_not_of("abcdefghijklmnopqrstuvwxyz-", unit) == std::string::npos &&
      w.back() != '-';  // "3-hit-point" too
  static const std::set<std::string> kOrdinals = {"st", "nd", "rd", "th"};
  if (glued && !kOrdinals.count(w.substr(unit))) {
    words.push_back(w.substr(0, digits_end));
    words.push_back(w.substr(unit));
  } else {
    words.push_back(w);
  }
}

}  // namespace

namespace {

// Whether what follows position i starts a name or a die's stats ("+
// hawkeye", "+ 2A/3D", "& 1/1"), not a number summed ("+ 1 boost").
// ("Hulk (5A/3D) + Loki", not "Hulk (5A/3D) + 2A from a Global".)
bool letter_follows(const std::string& text, size_t i) {
  size_t k = i + 1;
  while (k < text.size() && text[k] == ' ') ++k;
  return k < text.size() && std::isalpha(static_cast<unsigned char>(text[k]));
}

bool name_follows(const std::string& text, size_t i) {
  size_t k = i + 1;
  while (k < text.size() && text[k] == ' ') ++k;
  if (k == text.size()) return false;
  const char c = static_cast<char>(text[k] | 0x20);
  if (c >= 'a' && c <= 'z') return true;
  size_t e = k;
  while (e < text.size() && std::isdigit(static_cast<unsigned char>(text[e]))) ++e;
  if (e == k || e == text.size()) return false;
  const char after = static_cast<char>(text[e] | 0x20);
  if (text[e] == '/' || after == 'a' || after == 'd') return true;
  // ("Hulk 4A/4D + 2 SKs 1A/1D": a count of dice after a die's stats; no
  // sum adds dice to "4A/4D".)
  size_t b = i;
  while (b > 0 && text[b - 1] == ' ') --b;
  const size_t word = text.rfind(' ', b == 0 ? 0 : b - 1);
  const std::string before = text.substr(word == std::string::npos ? 0 : word + 1,
                                         b - (word == std::string::npos ? 0 : word + 1));
  const bool stats_before =
      before.find('/') != std::string::npos && !before.empty() &&
      (std::isdigit(static_cast<unsigned char>(before.back())) || (before.back() | 0x20) == 'd');
  return stats_before && text[e] == ' ' && e + 1 < text.size() &&
         std::isalpha(static_cast<unsigned char>(text[e + 1]));
}

}  // namespace

namespace {

// Before the "=" at i, in its clause: a "+" or a number right before it
// ("3 + 2 = 5", "ATK 3 + 1 boost = 4").
bool sum_before(const std::string& text, size_t i) {
  size_t k = i;
  while (k > 0 && text[k - 1] == ' ') --k;
  if (k > 0 && std::isdigit(static_cast<unsigned char>(text[k - 1]))) return true;
  for (size_t j = i; j-- > 0;) {
    if (text[j] == '+') return true;
    if (text[j] == '.' || text[j] == ',' || text[j] == ';' || text[j] == '?') return false;
  }
  return false;
}

bool stat_word_before_slash(const std::string& w) {
  return w == "attack" || w == "atk" || w == "att" || w == "defense" || w == "defence" ||
         w == "def" || w == "hp" || w == "health";
}

}  // namespace

namespace {

// "-1D", "-2a": digits, then A or D alone, at text[at]; "-2 defense",
// "-1 atk": digits, a space, then a stat's word.
bool minus_stat_at(const std::string& text, size_t at) {
  size_t k = at;
  while (k < text.size() && text[k] >= '0' && text[k] <= '9') ++k;
  if (k == at || k >= text.size()) return false;
  const char s = static_cast<char>(std::tolower(static_cast<unsigned char>(text[k])));
  if ((s == 'a' || s == 'd') &&
      (k + 1 == text.size() || !std::isalnum(static_cast<unsigned char>(text[k + 1]))))
    return true;
  if (text[k] != ' ') return false;
  size_t e = k + 1;
  std::string word;
  while (e < text.size() && std::isalpha(static_cast<unsigned char>(text[e])))
    word += static_cast<char>(std::tolower(static_cast<unsigned char>(text[e++])));
  return word == "attack" || word == "atk" || word == "defense" || word == "defence" ||
         word == "def";
}

}  // namespace

std::vector<std::string> question_words(const std::string& text, std::vector<char>* breaks) {
  std::vector<std::string> words;
  std::vector<char> ends;
  std::string cur;
  auto flush = [&] {
    while (!cur.empty() && (cur.back() == '\'' || cur.back() == '-' || cur.back() == '/'))
      cur.pop_back();
    if (!cur.empty()) split_number_unit(cur, words);
    ends.resize(words.size(), 0);
    cur.clear();
  };
  auto letter = [&](size_t k) {
    return k < text.size() && std::isalpha(static_cast<unsigned char>(text[k])) != 0;
  };
  bool dotted = false;  // inside "M.O.D.O.K."
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    const bool alnum = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
    // "M.O.D.O.K.": single letters with dots between are one name, its last
    // dot no sentence's end unless a capital opens the next.
    if (c == '.' && letter(i - 1) && !letter(i - 2) && letter(i + 1) && i + 2 < text.size() &&
        text[i + 2] == '.') {
      dotted = true;
      continue;
    }
    if (c == '.' && dotted) {
      dotted = false;
      size_t k = i + 1;
      while (k < text.size() && text[k] == ' ') ++k;
      if (k >= text.size() || !std::isupper(static_cast<unsigned char>(text[k]))) {
        flush();
        continue;
      }
    }
    if (!alnum && c != '.') dotted = false;
    const bool joiner =
        (c == '\'' || c == '/' || c == '-' || static_cast<unsigned char>(c) == 0xE2) &&
        !cur.empty();
    if (alnum) {
      cur += c;
    } else if (c == '\'' && !cur.empty()) {
      cur += c;
    } else if (static_cast<unsigned char>(c) == 0xE2 && i + 2 < text.size() &&
               static_cast<unsigned char>(text[i + 1]) == 0x80 &&
               static_cast<unsigned char>(text[i + 2]) == 0x99) {
      if (!cur.empty()) cur += '\'';  // a curly apostrophe, as phones type it
      i += 2;
    } else if (joiner && c == '/' && stat_word_before_slash(cur)) {
      flush();  // "7 attack/7 defense": two values, not one word
    } else if (joiner && (c == '/' || c == '-')) {
      cur += c;
    } else if (c == '@') {
      flush();  // "opp @ 20", "main @5": "@" says "at"
      words.push_back("at");
      ends.push_back(0);
    } else if ((c == '-' || c == '=') && i + 1 < text.size() && text[i + 1] == '>') {
      // "Thor ATK 3 -> drone 3hp": an arrow from one to another, read as
      // players say it aloud, "into" ("rhino 3 atk into my cap").
      // ("..., all dmg on beast -> thor ko'd?": an arrow before a short
      // question and no number asks what follows: a sentence's end.)
      flush();
      const size_t end = text.find_first_of(".!?", i + 2);
      const std::string tail = text.substr(i + 2, end == std::string::npos ? end : end - i - 2);
      size_t tail_words = 0;
      for (size_t k = 0; k < tail.size(); ++k)
        tail_words += tail[k] != ' ' && (k == 0 || tail[k - 1] == ' ');
      // (Not after an attack's number or verb, "spidey atk 3 -> the merc?",
      // "cap atk 2 -> merc dead?": into whom it goes.)
      const std::string& before = words.empty() ? std::string() : words.back();
      const bool attack_before = before.find_first_of("0123456789") != std::string::npos ||
                                 before == "atk" || before == "atks" || before == "attacks" ||
                                 before == "attack" || before == "swings";
      // ("Nova [3A/3D] -> BLOCK P2 Rhino [4A/6D]": a game log's arrow
      // into a block, the die before it blocked by the one after.)
      size_t said = i + 2;
      while (said < text.size() && text[said] == ' ') ++said;
      size_t word_end = said;
      while (word_end < text.size() && std::isalpha(static_cast<unsigned char>(text[word_end])))
        ++word_end;
      std::string next_word = text.substr(said, word_end - said);
      for (char& ch : next_word)
        ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
      const bool into_block = (next_word == "block" || next_word == "blocked") &&
                              word_end < text.size() && text[word_end] == ' ';
      if (into_block) {
        // ("-> blocked by Loki": its own "by" follows.)
        size_t by = word_end;
        while (by < text.size() && text[by] == ' ') ++by;
        const bool by_said = text.compare(by, 3, "by ") == 0 || text.compare(by, 3, "BY ") == 0;
        words.push_back("blocked");
        ends.push_back(0);
        if (!by_said) {
          words.push_back("by");
          ends.push_back(0);
        }
        i = word_end - 1;
        continue;
      }
      if (end != std::string::npos && text[end] == '?' && tail_words >= 1 && tail_words <= 4 &&
          tail.find_first_of("0123456789>") == std::string::npos && !words.empty() &&
          !attack_before) {
        ends.back() = '.';
      } else {
        words.push_back("into");
        ends.push_back(0);
      }
      ++i;
    } else if (static_cast<unsigned char>(c) == 0xE2 && i + 2 < text.size() &&
               static_cast<unsigned char>(text[i + 1]) == 0x86 &&
               static_cast<unsigned char>(text[i + 2]) == 0x92) {
      flush();  // "→", the same arrow typed on a phone
      words.push_back("into");
      ends.push_back(0);
      i += 2;
    } else if (c == '/' && cur.empty() && i > 0 && text[i - 1] == ' ' && i + 1 < text.size() &&
               text[i + 1] == ' ') {
      // "ATK 2 / boost 1 icon / defender Black Cat": a slash between spaces
      // parts a list of facts as a comma does.
      if (!ends.empty() && !ends.back() && ends.size() == words.size()) ends.back() = ',';
    } else if (static_cast<unsigned char>(c) == 0xE2 && cur.empty() && i + 2 < text.size() &&
               static_cast<unsigned char>(text[i + 1]) == 0x80 &&
               (static_cast<unsigned char>(text[i + 2]) == 0x94 ||
                static_cast<unsigned char>(text[i + 2]) == 0x93)) {
      // "turn over — where is Rhino?": a dash, long or short, parts the
      // sentence as " - " does.
      if (!ends.empty() && !ends.back() && ends.size() == words.size()) ends.back() = ',';
      i += 2;
    } else if (c == '-' && cur.empty() && i > 0 && text[i - 1] == ' ' && i + 1 < text.size() &&
               text[i + 1] == ' ') {
      // "blocked by rhino 4/3 - does QS die": a dash between spaces parts
      // the sentence as a comma does.
      if (!ends.empty() && !ends.back() && ends.size() == words.size()) ends.back() = ',';
    } else if (c == '-' && cur.empty() && minus_stat_at(text, i + 1)) {
      cur = "-";  // "-1D": a modifier down keeps its sign
    } else if (c == '+' && i + 1 < text.size() && text[i + 1] >= '0' && text[i + 1] <= '9') {
      flush();
      cur = "+";  // "+1A", "+2": a modifier keeps its sign
    } else if ((c == '+' || c == '&') && !words.empty() && ends.size() == words.size() &&
               (!ends.back() || (ends.back() == ')' && letter_follows(text, i))) &&
               name_follows(text, i)) {
      // "widow 3a + hawkeye 2a", "Rogue & Gambit", "Widow (4A/2D) +
      // Hawkeye": a word, as said aloud ("2 ATK + 1 boost" is a sum, and
      // stays one).
      flush();
      words.push_back("and");
      ends.push_back(0);
    } else if (c == '=' && sum_before(text, i)) {
      // "3 + 2 = 5": the sum a player works out, said as a word the readers
      // know for a result put forward ("life = 5" is no sum: the "=" goes).
      flush();
      words.push_back("equals");
      ends.push_back(0);
    } else {
      flush();
      // ("Titania [4A/4D]": a square bracket, as a game log writes it, is
      // a bracket.)
      if (c == '[') c = '(';
      if (c == ']') c = ')';
      // ("⚔️ Thor 4A/4D | 🛡️ Rhino 3A/7D blocking | ❤️ opp 10", "reserve 3 |
      // bag 2 | used 4": a board's or a log's items, each said apart.)
      if (c == '|') c = '.';
      // ("... [5 dmg] :: BASIC RECOVER :: ?? ...": a log's double colon
      // parts its entries as sentences.)
      if (c == ':' && i + 1 < text.size() && text[i + 1] == ':') {
        c = '.';
        ++i;
      }
      // The first mark after a word is the one that tells: "cat (2hp)" opens
      // an aside about the cat, "cat, (2hp)" ends its description.
      // A closing bracket gives way to the sentence's end after it:
      // "blocks with Widow (2A/2D). What..." ends the sentence there.
      // ("Juggernaut (Overcrush, 8/6): Colossus ...": a colon too.)
      const bool ender = std::string(";:.?!").find(c) != std::string::npos;
      if (!ends.empty() && (!ends.back() || (ends.back() == ')' && ender)) &&
          std::string(",;:.?!()").find(c) != std::string::npos && ends.size() == words.size())
        ends.back() = c;
    }
  }
  flush();
  if (breaks) *breaks = ends;
  return words;
}

}  // namespace arbiter::query::ask
