// Ids typed without their game prefix: resolved when one game has the
// entry, refused with the candidates when both do.
#include <catch2/catch.hpp>

#include "query/catalog.h"
#include "query/edition_compare.h"
#include "query/entry_view.h"
#include "query/id_resolve.h"
#include "query/xref.h"

using namespace arbiter::query;

namespace {

const Catalog& catalog() {
  static const Catalog c(ARBITER_TEST_DB);
  return c;
}

}  // namespace

TEST_CASE("ids without a game prefix resolve when one game has them", "[ids]") {
  CHECK(resolve_id(catalog(), "stun") == "mc:stun");
  CHECK(resolve_id(catalog(), "overcrush") == "dm:overcrush");
  CHECK(resolve_id(catalog(), "2.7.4") == "dm:2.7.4");
  CHECK(resolve_id(catalog(), "Stun") == "mc:stun");
  CHECK(resolve_id(catalog(), "status cards") == "mc:status-cards");
  CHECK(resolve_ref(catalog(), "guard@1.1") == "mc:guard@1.1");
  CHECK(resolve_ref(catalog(), "stun") == "mc:stun");
  // Prefixed ids and unknown names come back as typed.
  CHECK(resolve_id(catalog(), "dm:stun") == "dm:stun");
  CHECK(resolve_id(catalog(), "stunn") == "stunn");
}

TEST_CASE("an id in both games lists the candidates", "[ids]") {
  try {
    resolve_id(catalog(), "ally");
    FAIL("no AmbiguousId for 'ally'");
  } catch (const AmbiguousId& e) {
    CHECK(e.candidates() == std::vector<std::string>{"dm:ally", "mc:ally"});
    CHECK(std::string(e.what()).find("dm:ally, mc:ally") != std::string::npos);
  }
  CHECK_THROWS_AS(resolve_ref(catalog(), "effect@1.1"), AmbiguousId);
  CHECK_THROWS_AS(load_entry(catalog(), "engaged", ""), NotFound);  // AmbiguousId is a NotFound
}

TEST_CASE("show, xref and diff take ids without a game prefix", "[ids]") {
  CHECK(load_entry(catalog(), "stun", "").id == "mc:stun");
  CHECK(load_entry(catalog(), "guard@1.1", "").edition == "1.1");
  CHECK(cross_references(catalog(), "overcrush", "", 1).root == "dm:overcrush");
  const EntryDiff d = diff_entry(catalog(), "ally-limit", "1.1", "1.3");
  CHECK(d.id == "mc:ally-limit");
  CHECK_THROWS_AS(diff_entry(catalog(), "ally", "", ""), AmbiguousId);
}
