#include "indexer/card_abilities.h"

#include <set>
#include <stdexcept>

#include "common/text.h"
#include "common/tsv.h"

namespace arbiter::corpus {

namespace {

// Attributes as in a scenario: name="value" pairs, blank between, none at
// all allowed. Checked by hand: std::regex recurses once per repetition and
// overflows the stack on a long enough line.
bool attribute_pairs(const std::string& s) {
  size_t i = 0;
  const auto skip_blanks = [&] {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
  };
  for (skip_blanks(); i < s.size(); skip_blanks()) {
    const size_t name = i;
    while (i < s.size() && ((s[i] >= 'a' && s[i] <= 'z') || s[i] == '-')) ++i;
    if (i == name || s.compare(i, 2, "=\"") != 0) return false;
    const size_t close = s.find('"', i + 2);
    if (close == std::string::npos) return false;
    i = close + 1;
  }
  return true;
}

}  // namespace

std::vector<CardAbilityRow> read_card_abilities(const std::string& path) {
  static const std::set<std::string> kRoles = {"villain", "hero", "ally", "minion"};
  static const std::set<std::string> kImplies = {"", "expire", "attack-event", "prevent"};
  std::vector<CardAbilityRow> rows;
  for (const TsvRow& row :
       read_tsv(path, 6, 6, "GAME<TAB>CARD<TAB>ROLE<TAB>ABILITY<TAB>IMPLIES<TAB>ENTRY")) {
    const std::vector<std::string>& cols = row.cols;
    const std::string& where = row.where;
    auto dash = [](const std::string& s) { return trim(s) == "-" ? std::string() : trim(s); };
    CardAbilityRow r;
    r.game = trim(cols[0]);
    r.phrase = collapse_whitespace(to_lower_ascii(cols[1]));
    r.role = trim(cols[2]);
    r.ability = dash(cols[3]);
    r.implies = dash(cols[4]);
    r.entry = trim(cols[5]);
    r.line = row.line;
    if (r.game != "mc") throw std::runtime_error(where + "card abilities exist for mc only");
    if (r.phrase.empty()) throw std::runtime_error(where + "empty card phrase");
    if (!kRoles.count(r.role))
      throw std::runtime_error(where + "role '" + r.role +
                               "' is not villain, hero, ally or minion");
    if (!attribute_pairs(r.ability))
      throw std::runtime_error(where + "ability '" + r.ability + "' is not NAME=\"VALUE\" pairs");
    if (!kImplies.count(r.implies))
      throw std::runtime_error(where + "implies '" + r.implies +
                               "' is not expire, attack-event, prevent or -");
    if (r.ability.empty() && r.implies.empty())
      throw std::runtime_error(where + "a card needs an ability or an implied action");
    if (r.entry.empty()) throw std::runtime_error(where + "no entry");
    rows.push_back(r);
  }
  return rows;
}

}  // namespace arbiter::corpus
