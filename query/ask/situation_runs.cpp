#include "query/ask/situation_runs.h"

#include <algorithm>
#include <stdexcept>

#include "query/ask/situation_games.h"

namespace arbiter::query::ask {

namespace {

// A value written into an attribute as it is: no escaping, no quotes.
bool plain(const std::string& v) {
  return !v.empty() && std::all_of(v.begin(), v.end(), [](char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-' ||
           c == '.';
  });
}

}  // namespace

SituationRuns::SituationRuns(const Reading& r, const std::string& edition,
                             std::vector<Unstated> unstated)
    : r_(r), edition_(edition), unstated_(std::move(unstated)) {
  for (const Unstated& u : unstated_) base_values_[u.key] = u.fallback;
}

SituationRuns::~SituationRuns() = default;

std::string SituationRuns::xml(const std::map<std::string, std::string>& values) const {
  if (r_.game == "mc") return mc_scenario_xml(r_, edition_, values, unstated_);
  if (r_.game == "dm") return dm_scenario_xml(r_, edition_, values);
  throw std::invalid_argument("no situation builder for game '" + r_.game + "'");
}

bool SituationRuns::base_ready() {
  if (!base_tried_) {
    base_tried_ = true;
    // A scenario the engine refuses with every value at its fallback:
    // each run reads its own whole, and says why itself.
    try {
      base_xml_ = xml({});
      base_ = std::make_unique<engine::Scenario>(engine::Scenario::parse(base_xml_, "<question>"));
      game_ = engine::load_game(*base_);
    } catch (const std::exception&) {
      base_.reset();
      game_.reset();
    }
  }
  return game_ != nullptr;
}

const SituationRuns::Slot* SituationRuns::slot_of(const std::string& key,
                                                  const std::string& value) {
  const auto [it, inserted] = slots_.try_emplace(key);
  if (!inserted) return it->second ? &*it->second : nullptr;
  const std::string& fallback = base_values_.at(key);
  if (!plain(value) || !plain(fallback)) return nullptr;
  // The scenario with only this value changed, against the base: the
  // change must be inside one attribute's value, the fallback written as
  // a word of it (a number between others' separators) and the value in
  // its places.
  const std::string& a = base_xml_;
  const std::string b = xml({{key, value}});
  size_t same = 0;
  while (same < a.size() && same < b.size() && a[same] == b[same]) ++same;
  if (same == a.size() && same == b.size()) return nullptr;
  size_t tail = 0;
  while (tail < a.size() - same && tail < b.size() - same &&
         a[a.size() - 1 - tail] == b[b.size() - 1 - tail])
    ++tail;
  const size_t open = same == 0 ? std::string::npos : a.rfind('"', same - 1);
  if (open == std::string::npos || open < 2 || a[open - 1] != '=') return nullptr;
  const size_t close_a = a.find('"', open + 1), close_b = b.find('"', open + 1);
  if (close_a == std::string::npos || close_b == std::string::npos || a.size() - tail > close_a ||
      b.size() - tail > close_b || a.size() - close_a != b.size() - close_b)
    return nullptr;
  size_t name = open - 1;
  while (name > 0 && a[name - 1] != ' ' && a[name - 1] != '<' && a[name - 1] != '"') --name;
  if (name == 0 || a[name - 1] != ' ') return nullptr;
  Slot slot{open + 1,
            {},
            fallback.size(),
            a.substr(name, open - 1 - name),
            a.substr(open + 1, close_a - open - 1),
            {}};
  const auto word = [](char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '.';
  };
  std::string written;
  size_t from = 0;
  for (size_t p = slot.base.find(fallback); p != std::string::npos;
       p = slot.base.find(fallback, p + 1)) {
    const size_t end = p + fallback.size();
    if (p < from || (p > 0 && word(slot.base[p - 1])) ||
        (end < slot.base.size() && word(slot.base[end])))
      continue;
    written.append(slot.base, from, p - from).append(value);
    from = end;
    slot.at.push_back(slot.attribute_at + p);
  }
  written.append(slot.base, from);
  if (slot.at.empty() || b.compare(open + 1, close_b - open - 1, written) != 0) return nullptr;
  // The <state> element whose start tag holds it.
  for (pugi::xml_node e = base_->state().raw().first_child(); e; e = e.next_sibling())
    if (e.type() == pugi::node_element && static_cast<size_t>(e.offset_debug()) < open)
      slot.element = e;
  if (!slot.element) return nullptr;
  const size_t start = static_cast<size_t>(slot.element.offset_debug());
  if (a.find('<', start + 1) < open || a.find('>', start) < open ||
      slot.element.attribute(slot.attribute.c_str()).value() != slot.base)
    return nullptr;
  fits_[{key, value}] = true;
  it->second = std::move(slot);
  return &*it->second;
}

bool SituationRuns::fits(const Slot& slot, const std::string& key, const std::string& value) {
  if (r_.game != "dm") return true;
  const auto [it, inserted] = fits_.try_emplace({key, value}, false);
  if (inserted && plain(value)) {
    std::vector<Patch> patches;
    for (size_t at : slot.at) patches.push_back({&slot, at, &value});
    it->second = patched_xml(patches) == xml({{key, value}});
  }
  return it->second;
}

std::string SituationRuns::patched_xml(const std::vector<Patch>& patches) const {
  std::string out;
  out.reserve(base_xml_.size() + 8 * patches.size());
  size_t at = 0;
  for (const Patch& p : patches) {
    out.append(base_xml_, at, p.at - at).append(*p.value);
    at = p.at + p.slot->size;
  }
  return out.append(base_xml_, at);
}

std::optional<engine::SimReport> SituationRuns::run_patched(const std::vector<Patch>& patches,
                                                            bool traced) {
  // The attributes written, each with its patches (sorted by place, so an
  // attribute's are together).
  std::vector<std::pair<size_t, size_t>> attributes;  // [first, last) in patches
  for (size_t i = 0; i < patches.size(); ++i)
    if (attributes.empty() ||
        patches[attributes.back().first].slot->attribute_at != patches[i].slot->attribute_at)
      attributes.emplace_back(i, i + 1);
    else
      attributes.back().second = i + 1;
  size_t applied = 0;
  auto slot_of_attribute = [&](size_t i) -> const Slot& {
    return *patches[attributes[i].first].slot;
  };
  // Back to the base scenario: its values read without fault before.
  auto restore = [&] {
    while (applied > 0) {
      const Slot& slot = slot_of_attribute(--applied);
      slot.element.attribute(slot.attribute.c_str()).set_value(slot.base.c_str());
      game_->reread(engine::Node(*base_, slot.element), slot.attribute);
    }
  };
  for (size_t i = 0; i < attributes.size(); ++i) {
    const Slot& slot = slot_of_attribute(i);
    std::string text = slot.base;
    for (size_t p = attributes[i].second; p-- > attributes[i].first;)
      text.replace(patches[p].at - slot.attribute_at, patches[p].slot->size, *patches[p].value);
    pugi::xml_attribute attribute = slot.element.attribute(slot.attribute.c_str());
    attribute.set_value(text.c_str());
    bool read = false;
    try {
      read = game_->reread(engine::Node(*base_, slot.element), slot.attribute);
    } catch (const engine::ScenarioError&) {
      // Refused: the whole read gives its error, in its order.
    }
    if (!read) {
      attribute.set_value(slot.base.c_str());
      restore();
      return std::nullopt;
    }
    ++applied;
  }
  std::optional<engine::SimReport> report;
  try {
    report = engine::simulate(*base_, *game_, edition_, traced);
  } catch (...) {
    restore();
    throw;
  }
  restore();
  return report;
}

bool SituationRuns::rest_alike(const std::string& key, const std::vector<std::string>& rest,
                               const engine::Values& alike) {
  const auto base = base_values_.find(key);
  const auto known = slots_.find(key);
  if (!base_ready() || base == base_values_.end() || known == slots_.end() || !known->second)
    return false;
  const Slot& slot = *known->second;
  const engine::Node node(*base_, slot.element);
  auto alike_but_varying = [&] {
    const std::optional<std::vector<std::string>> varying =
        game_->varying_values(node, slot.attribute, edition_);
    return varying && std::none_of(varying->begin(), varying->end(),
                                   [&](const std::string& k) { return alike.count(k) != 0; });
  };
  if (!alike_but_varying()) return false;
  // Each value as run() would run it: written into the base scenario and
  // read again without fault (else its whole read says why); then the
  // base value read back once.
  pugi::xml_attribute attribute = slot.element.attribute(slot.attribute.c_str());
  bool changed = false, all_read = true;
  for (const std::string& value : rest) {
    if (value == base->second) continue;  // the base scenario itself
    if (!plain(value) || !fits(slot, key, value) ||
        static_cast<int64_t>(base_xml_.size() + slot.at.size() * value.size() -
                             slot.at.size() * slot.size) > engine::Limits{}.max_bytes) {
      all_read = false;
      break;
    }
    std::string text = slot.base;
    for (size_t p = slot.at.size(); p-- > 0;)
      text.replace(slot.at[p] - slot.attribute_at, slot.size, value);
    attribute.set_value(text.c_str());
    bool read = false;
    try {
      read = game_->reread(node, slot.attribute);
    } catch (const engine::ScenarioError&) {
      // Refused: the state is as it was.
    }
    changed = changed || read;
    if (!read) {
      all_read = false;
      break;
    }
  }
  attribute.set_value(slot.base.c_str());
  if (changed) game_->reread(node, slot.attribute);
  if (!all_read) return false;
  // Asked again: a value read in that changed more than its number leaves
  // the engine's kept run unused.
  return alike_but_varying();
}

const engine::SimReport& SituationRuns::run(const std::map<std::string, std::string>& values,
                                            bool traced) {
  std::map<std::string, engine::SimReport>& done = done_[traced ? 1 : 0];
  // The builders write a value not given at its fallback (mc_scenario_xml,
  // dm_scenario_xml), so their scenarios are the base with values written in.
  std::vector<Patch> patches;
  bool patch = base_ready();
  for (auto v = values.begin(); patch && v != values.end(); ++v) {
    const auto base = base_values_.find(v->first);
    if (base == base_values_.end()) {
      patch = false;
    } else if (v->second != base->second) {
      const Slot* slot = slot_of(v->first, v->second);
      if (slot && fits(*slot, v->first, v->second))
        for (size_t at : slot->at) patches.push_back({slot, at, &v->second});
      else
        patch = false;
    }
  }
  if (patch) {
    std::sort(patches.begin(), patches.end(),
              [](const Patch& x, const Patch& y) { return x.at < y.at; });
    for (size_t i = 1; i < patches.size(); ++i)
      if (patches[i].at < patches[i - 1].at + patches[i - 1].slot->size) patch = false;
  }
  std::string scenario = patch ? patched_xml(patches) : xml(values);
  if (const auto it = done.find(scenario); it != done.end()) return it->second;
  std::optional<engine::SimReport> report;
  if (patch && static_cast<int64_t>(scenario.size()) <= engine::Limits{}.max_bytes)
    report = run_patched(patches, traced);
  if (report) {
    ++patched_runs_;
  } else {
    ++whole_runs_;
    report = engine::simulate(engine::Scenario::parse(scenario, "<question>"), edition_, traced);
  }
  if (r_.game == "dm") dm_canonical_values(report->values);
  return done.emplace(std::move(scenario), std::move(*report)).first->second;
}

}  // namespace arbiter::query::ask
