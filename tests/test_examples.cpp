// The examples folder as a whole: every predicate of a game is exercised by
// some scenario, and every scenario's `reproduces` names a real entry.
#include <catch2/catch.hpp>

#include <filesystem>
#include <set>

#include "engine/core/predicate.h"
#include "engine/core/scenario.h"
#include "engine/core/simulation.h"
#include "query/catalog.h"

namespace fs = std::filesystem;
using namespace arbiter;

namespace {

std::vector<fs::path> scenarios(const std::string& game) {
  std::vector<fs::path> out;
  const fs::path dir = fs::path(ARBITER_SOURCE_DIR) / "examples" / game;
  if (!fs::exists(dir)) return out;
  for (const auto& f : fs::directory_iterator(dir))
    if (f.path().extension() == ".xml") out.push_back(f.path());
  std::sort(out.begin(), out.end());
  return out;
}

std::set<std::string> exercised(const std::string& game) {
  static const query::Catalog catalog(ARBITER_TEST_DB);
  std::set<std::string> seen;
  for (const fs::path& f : scenarios(game)) {
    const engine::Scenario s = engine::Scenario::load(f.string());
    const std::string edition =
        s.edition().empty() ? catalog.default_edition(game).label : s.edition();
    for (const engine::Event& e : engine::simulate(s, edition).events) seen.insert(e.predicate);
  }
  return seen;
}

}  // namespace

TEST_CASE("every predicate is exercised by a scenario in examples/", "[examples]") {
  for (const char* game : {"mc", "dm"}) {
    const std::set<std::string> seen = exercised(game);
    for (const engine::Predicate* p : engine::predicate_registry()) {
      if (p->game() != game) continue;
      INFO("no scenario in examples/" << game << " exercises " << p->id);
      CHECK(seen.count(std::string(p->id)) == 1);
    }
  }
}

TEST_CASE("every scenario's `reproduces` names an entry in the corpus", "[examples]") {
  const query::Catalog catalog(ARBITER_TEST_DB);
  for (const char* game : {"mc", "dm"})
    for (const fs::path& f : scenarios(game)) {
      pugi::xml_document doc;
      REQUIRE(doc.load_file(f.c_str()));
      const std::string id = doc.document_element().attribute("reproduces").value();
      if (id.empty()) continue;
      INFO(f.filename().string() << " reproduces unknown " << id);
      CHECK_FALSE(catalog.editions_of(id).empty());
    }
}
