#include "cards/card_store.h"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <set>
#include <stdexcept>

#include "common/text.h"

namespace arbiter::cards {

namespace {

// Bumped when the tables change; an older file is refused with a request
// to import again.
constexpr const char* kFormat = "1";

constexpr const char* kSchema = R"(
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE cards(
  code TEXT PRIMARY KEY, name TEXT NOT NULL, subname TEXT NOT NULL, type TEXT NOT NULL,
  stage TEXT NOT NULL, atk INTEGER, thw INTEGER, def INTEGER, rec INTEGER, sch INTEGER,
  health INTEGER, health_per_hero INTEGER NOT NULL, boost INTEGER, hand_size INTEGER,
  threat INTEGER, base_threat INTEGER, attack_cost INTEGER, thwart_cost INTEGER,
  crisis INTEGER NOT NULL, acceleration INTEGER NOT NULL, hazard INTEGER NOT NULL,
  amplify INTEGER NOT NULL, traits TEXT NOT NULL, text TEXT NOT NULL, is_unique INTEGER NOT NULL,
  quantity INTEGER NOT NULL, set_code TEXT NOT NULL, pack_code TEXT NOT NULL,
  pack_name TEXT NOT NULL);
CREATE TABLE keywords(
  code TEXT NOT NULL, ord INTEGER NOT NULL, name TEXT NOT NULL, value TEXT NOT NULL,
  entry TEXT NOT NULL, edition TEXT NOT NULL, PRIMARY KEY(code, ord));
)";

// The optional numbers of a card, in the order of the table's columns.
constexpr std::optional<int> Card::*kNumbers[] = {
    &Card::atk,        &Card::thw,         &Card::def,
    &Card::rec,        &Card::sch,         &Card::health,
    nullptr,           &Card::boost,       &Card::hand_size,
    &Card::threat,     &Card::base_threat, &Card::attack_cost,
    &Card::thwart_cost};

}  // namespace

std::string name_key(const std::string& name) {
  std::string out;
  bool gap = false;
  for (char c : name) {
    const auto u = static_cast<unsigned char>(c);
    if (std::isalnum(u) || u >= 0x80) {
      if (gap && !out.empty()) out += ' ';
      gap = false;
      out += static_cast<char>(std::tolower(u));
    } else if (c != '\'' && c != '.') {  // "Ant-Man" -> "ant man"; "Dr." -> "dr"
      gap = true;
    }
  }
  return out;
}

void link_keywords(std::vector<Card>& cards, const Database& rules) {
  std::map<std::string, std::pair<std::string, std::string>> found;  // name -> entry, edition
  Statement st = rules.prepare(
      "SELECT id, edition FROM entries WHERE game='mc' AND (id=?1 OR lower(title)=?2) "
      "ORDER BY id=?1 DESC, edition DESC LIMIT 1");
  for (Card& c : cards)
    for (Keyword& k : c.keywords) {
      auto it = found.find(k.name);
      if (it == found.end()) {
        st.reset();
        st.bind(1, "mc:" + slugify(k.name));
        st.bind(2, to_lower_ascii(k.name));
        std::pair<std::string, std::string> e;
        if (st.step()) e = {st.text(0), st.text(1)};
        it = found.emplace(k.name, e).first;
      }
      k.entry = it->second.first;
      k.edition = it->second.second;
    }
}

ImportReport write_card_db(const std::vector<Card>& cards, int packs, const std::string& source,
                           const std::string& path) {
  namespace fs = std::filesystem;
  const fs::path target(path);
  if (target.has_parent_path()) fs::create_directories(target.parent_path());
  const std::string temp = path + ".tmp-" + std::to_string(::getpid());
  fs::remove(temp);
  ImportReport report;
  report.packs = packs;
  try {
    Database db(temp, Database::Mode::Create);
    db.exec(kSchema);
    Transaction tx(db);
    Statement meta = db.prepare("INSERT INTO meta VALUES(?, ?)");
    for (const auto& [k, v] : std::map<std::string, std::string>{
             {"format", kFormat}, {"source", source}, {"packs", std::to_string(packs)}}) {
      meta.reset();
      meta.bind(1, k).bind(2, v);
      meta.step();
    }
    Statement ins = db.prepare(
        "INSERT INTO cards VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)");
    Statement kw = db.prepare("INSERT INTO keywords VALUES(?,?,?,?,?,?)");
    std::set<std::string> seen;
    for (const Card& c : cards) {
      if (!seen.insert(c.code).second)
        throw std::runtime_error("two cards have the code " + c.code);
      ins.reset();
      int i = 1;
      for (const std::string* s : {&c.code, &c.name, &c.subname, &c.type, &c.stage})
        ins.bind(i++, *s);
      for (const auto member : kNumbers) {
        if (!member)
          ins.bind(i++, static_cast<int64_t>(c.health_per_hero));
        else if (const std::optional<int>& v = c.*member)
          ins.bind(i++, static_cast<int64_t>(*v));
        else
          ins.bind_null(i++);
      }
      for (int v : {c.crisis, c.acceleration, c.hazard, c.amplify})
        ins.bind(i++, static_cast<int64_t>(v));
      ins.bind(i++, c.traits);
      ins.bind(i++, c.text);
      ins.bind(i++, static_cast<int64_t>(c.unique));
      ins.bind(i++, static_cast<int64_t>(c.quantity));
      for (const std::string* s : {&c.set_code, &c.pack_code, &c.pack_name}) ins.bind(i++, *s);
      ins.step();
      for (size_t k = 0; k < c.keywords.size(); ++k) {
        const Keyword& w = c.keywords[k];
        kw.reset();
        kw.bind(1, c.code).bind(2, static_cast<int64_t>(k)).bind(3, w.name).bind(4, w.value);
        kw.bind(5, w.entry).bind(6, w.edition);
        kw.step();
        if (w.entry.empty()) ++report.unknown_keywords[w.name];
      }
      ++report.by_type[c.type];
      ++report.cards;
    }
    tx.commit();
  } catch (...) {
    fs::remove(temp);
    throw;
  }
  fs::rename(temp, target);
  return report;
}

CardPool::CardPool(const std::string& path) {
  if (!std::filesystem::exists(path))
    throw std::runtime_error(path + ": no card database (run 'arbiter cards import DIR')");
  const Database db(path, Database::Mode::ReadOnly);
  try {
    Statement format = db.prepare("SELECT value FROM meta WHERE key='format'");
    if (!format.step() || format.text(0) != kFormat) throw std::runtime_error("");
  } catch (const std::runtime_error&) {
    throw std::runtime_error(path +
                             ": not a card database of this arbiter; run 'arbiter cards import "
                             "DIR' again");
  }
  std::map<std::string, std::vector<Keyword>> keywords;
  Statement kw =
      db.prepare("SELECT code, name, value, entry, edition FROM keywords ORDER BY code, ord");
  while (kw.step())
    keywords[kw.text(0)].push_back({kw.text(1), kw.text(2), kw.text(3), kw.text(4)});
  // Room for every card at once: growing a vector of six thousand cards
  // moved them a dozen times, each time into memory not yet touched.
  Statement count = db.prepare("SELECT count(*) FROM cards");
  if (count.step()) cards_.reserve(static_cast<size_t>(count.integer(0)));
  Statement st = db.prepare("SELECT * FROM cards ORDER BY code");
  while (st.step()) {
    Card c;
    int i = 0;
    for (std::string* s : {&c.code, &c.name, &c.subname, &c.type, &c.stage}) *s = st.text(i++);
    for (const auto member : kNumbers) {
      if (!member)
        c.health_per_hero = st.integer(i) != 0;
      else if (!st.is_null(i))
        c.*member = static_cast<int>(st.integer(i));
      ++i;
    }
    for (int* v : {&c.crisis, &c.acceleration, &c.hazard, &c.amplify})
      *v = static_cast<int>(st.integer(i++));
    c.traits = st.text(i++);
    c.text = st.text(i++);
    c.unique = st.integer(i++) != 0;
    c.quantity = static_cast<int>(st.integer(i++));
    c.set_code = st.text(i++);
    c.pack_code = st.text(i++);
    c.pack_name = st.text(i++);
    c.kind = kind_of(c.type);
    if (auto k = keywords.find(c.code); k != keywords.end()) c.keywords = std::move(k->second);
    cards_.push_back(std::move(c));
  }
}

std::vector<const Card*> CardPool::find(const std::string& typed) const {
  const std::string key = name_key(typed);
  std::vector<const Card*> out;
  auto add = [&](const Card& c) {
    for (const Card* o : out)
      if (same_printing(*o, c)) return;
    out.push_back(&c);
  };
  if (key.empty()) return out;
  for (const Card& c : cards_)
    if (name_key(c.name) == key || (!c.subname.empty() && name_key(c.subname) == key)) add(c);
  if (!out.empty()) return out;
  // A typing slip: the nearest names, one edit for short names, two else.
  const int allowed = key.size() <= 5 ? 1 : 2;
  int best = allowed + 1;
  for (const Card& c : cards_) best = std::min(best, edit_distance(name_key(c.name), key));
  if (best > allowed) return out;
  for (const Card& c : cards_)
    if (edit_distance(name_key(c.name), key) == best) add(c);
  return out;
}

std::vector<std::string> CardPool::suggestions(const std::string& typed) const {
  const std::string key = name_key(typed);
  std::vector<std::pair<int, std::string>> near;
  std::set<std::string> seen;
  for (const Card& c : cards_) {
    const std::string k = name_key(c.name);
    const bool prefix = !key.empty() && k.rfind(key, 0) == 0;
    const int d = prefix ? 0 : edit_distance(k, key);
    if ((prefix || d <= 3) && seen.insert(c.name).second) near.emplace_back(d, c.name);
  }
  std::sort(near.begin(), near.end());
  std::vector<std::string> out;
  for (size_t i = 0; i < near.size() && i < 5; ++i) out.push_back(near[i].second);
  return out;
}

}  // namespace arbiter::cards
