#include "cards/pack_reader.h"

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>

#include "cards/keywords.h"
#include "common/text.h"

namespace arbiter::cards {

namespace {

using nlohmann::json;

// The line of byte `at` in `text`, counting from 1.
size_t line_at(const std::string& text, size_t at) {
  return 1 + static_cast<size_t>(std::count(
                 text.begin(), text.begin() + static_cast<long>(std::min(at, text.size())), '\n'));
}

// One pack file: its name in messages, its text (for line numbers).
struct PackFile {
  std::string name;
  std::string text;

  // Where the card with this code begins, for a message about it.
  std::string where(const std::string& code) const {
    const size_t at = code.empty() ? std::string::npos : text.find("\"" + code + "\"");
    return at == std::string::npos ? name : name + ":" + std::to_string(line_at(text, at));
  }
};

json parse(const PackFile& file) {
  try {
    return json::parse(file.text);
  } catch (const json::parse_error& e) {
    throw ImportError(file.name + ":" + std::to_string(line_at(file.text, e.byte)) +
                      ": not JSON (" +
                      std::string(e.what()).substr(std::string(e.what()).find(':') + 2) + ")");
  }
}

class CardReader {
 public:
  CardReader(const PackFile& file, const json& object) : file_(file), o_(object) {
    if (!o_.is_object()) fail("", "is not a JSON object");
    code_ = text("code");
    if (code_.empty()) fail("code", "is missing");
  }

  std::string text(const char* field) const {
    const auto it = o_.find(field);
    if (it == o_.end() || it->is_null()) return "";
    if (!it->is_string()) fail(field, std::string("is ") + it->type_name() + ", expected text");
    return it->get<std::string>();
  }
  std::optional<int> number(const char* field) const {
    const auto it = o_.find(field);
    if (it == o_.end() || it->is_null()) return std::nullopt;
    if (!it->is_number_integer())
      fail(field, std::string("is ") + it->type_name() + ", expected a whole number");
    return it->get<int>();
  }
  bool flag(const char* field) const {
    const auto it = o_.find(field);
    if (it == o_.end() || it->is_null()) return false;
    if (!it->is_boolean())
      fail(field, std::string("is ") + it->type_name() + ", expected true or false");
    return it->get<bool>();
  }
  const std::string& code() const { return code_; }

  [[noreturn]] void fail(const std::string& field, const std::string& problem) const {
    throw ImportError(file_.where(code_) + ": card" + (code_.empty() ? "" : " " + code_) +
                      (field.empty() ? "" : ": '" + field + "'") + " " + problem);
  }

 private:
  const PackFile& file_;
  const json& o_;
  std::string code_;
};

// The fields a card has; a reprint's missing ones come from its original.
Card read_card(const CardReader& in, const Card* original) {
  Card c = original ? *original : Card{};
  c.code = in.code();
  auto text = [&](const char* field, std::string& to) {
    if (std::string v = in.text(field); !v.empty()) to = std::move(v);
  };
  auto number = [&](const char* field, std::optional<int>& to) {
    if (const auto v = in.number(field)) to = v;
  };
  text("name", c.name);
  text("subname", c.subname);
  text("type_code", c.type);
  text("stage", c.stage);
  text("traits", c.traits);
  text("set_code", c.set_code);
  text("pack_code", c.pack_code);
  if (const std::string t = in.text("text"); !t.empty()) c.text = plain_text(t);
  number("attack", c.atk);
  number("thwart", c.thw);
  number("defense", c.def);
  number("recover", c.rec);
  number("scheme", c.sch);
  number("health", c.health);
  number("boost", c.boost);
  number("hand_size", c.hand_size);
  number("threat", c.threat);
  number("base_threat", c.base_threat);
  number("attack_cost", c.attack_cost);
  number("thwart_cost", c.thwart_cost);
  c.health_per_hero = c.health_per_hero || in.flag("health_per_hero");
  c.unique = c.unique || in.flag("is_unique");
  c.crisis = in.number("scheme_crisis").value_or(c.crisis);
  c.acceleration = in.number("scheme_acceleration").value_or(c.acceleration);
  c.hazard = in.number("scheme_hazard").value_or(c.hazard);
  c.amplify = in.number("scheme_amplify").value_or(c.amplify);
  c.quantity = in.number("quantity").value_or(1);
  if (c.name.empty()) in.fail("name", "is missing");
  if (c.type.empty()) in.fail("type_code", "is missing");
  c.kind = kind_of(c.type);
  c.keywords = printed_keywords(c.text);
  return c;
}

std::map<std::string, std::string> pack_names(const std::filesystem::path& dir) {
  std::map<std::string, std::string> names;
  const std::filesystem::path packs = dir / "packs.json";
  if (!std::filesystem::exists(packs)) return names;
  const PackFile file{"packs.json", read_file(packs.string())};
  const json all = parse(file);
  if (!all.is_array()) throw ImportError("packs.json:1: not a list of packs");
  for (const json& p : all) {
    if (!p.is_object()) continue;
    const auto code = p.find("code"), name = p.find("name");
    if (code != p.end() && name != p.end() && code->is_string() && name->is_string())
      names[code->get<std::string>()] = name->get<std::string>();
  }
  return names;
}

}  // namespace

PackRead read_checkout(const std::filesystem::path& dir) {
  const std::filesystem::path pack_dir = dir / "pack";
  std::vector<std::filesystem::path> files;
  if (std::filesystem::is_directory(pack_dir))
    for (const auto& e : std::filesystem::directory_iterator(pack_dir))
      if (e.is_regular_file() && e.path().extension() == ".json") files.push_back(e.path());
  if (files.empty())
    throw ImportError(dir.string() +
                      ": not a checkout of marvelsdb-json-data (no pack/*.json files); clone "
                      "https://github.com/zzorba/marvelsdb-json-data and give its folder");
  std::sort(files.begin(), files.end());
  const std::map<std::string, std::string> names = pack_names(dir);

  PackRead out;
  out.packs = static_cast<int>(files.size());
  // Reprints name their original, which may be in a later file: read
  // originals first, then the reprints.
  struct Pending {
    const PackFile* file;
    const json* object;
    std::string original;
  };
  std::vector<PackFile> read;
  read.reserve(files.size());
  std::vector<json> parsed;
  parsed.reserve(files.size());
  for (const auto& f : files) {
    read.push_back({"pack/" + f.filename().string(), read_file(f.string())});
    parsed.push_back(parse(read.back()));
    if (!parsed.back().is_array()) throw ImportError(read.back().name + ":1: not a list of cards");
  }
  std::map<std::string, size_t> by_code;
  std::vector<Pending> reprints;
  for (size_t i = 0; i < read.size(); ++i)
    for (const json& o : parsed[i]) {
      const CardReader in(read[i], o);
      if (const std::string original = in.text("duplicate_of"); !original.empty()) {
        reprints.push_back({&read[i], &o, original});
        continue;
      }
      by_code[in.code()] = out.cards.size();
      out.cards.push_back(read_card(in, nullptr));
    }
  for (const Pending& p : reprints) {
    const CardReader in(*p.file, *p.object);
    const auto original = by_code.find(p.original);
    if (original == by_code.end())
      in.fail("duplicate_of", "names " + p.original + ", no card of the checkout");
    const Card copy = out.cards[original->second];
    out.cards.push_back(read_card(in, &copy));
  }
  for (Card& c : out.cards)
    if (const auto n = names.find(c.pack_code); n != names.end()) c.pack_name = n->second;
  std::sort(out.cards.begin(), out.cards.end(),
            [](const Card& a, const Card& b) { return a.code < b.code; });
  return out;
}

}  // namespace arbiter::cards
