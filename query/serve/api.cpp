#include "query/serve/api.h"

#include <charconv>
#include <stdexcept>

#include "cards/card_json.h"
#include "common/json.h"
#include "common/text.h"
#include "engine/core/scenario.h"
#include "query/ask/ask.h"
#include "query/ask/notation.h"
#include "query/cli/ask_session.h"
#include "query/cli/json_views.h"

namespace arbiter::serve {

namespace {

// Bad input the caller can fix: 400.
class BadRequest : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

std::string param(const Params& p, const std::string& name, bool required = false) {
  auto it = p.find(name);
  if (it == p.end() || it->second.find_first_not_of(" \t\r\n") == std::string::npos) {
    if (required) throw BadRequest("missing parameter '" + name + "'");
    return "";
  }
  if (it->second.size() > kMaxParamBytes)
    throw BadRequest("parameter '" + name + "' is over " + std::to_string(kMaxParamBytes) +
                     " bytes");
  return it->second;
}

int int_param(const Params& p, const std::string& name, int fallback, int lo, int hi) {
  const std::string text = param(p, name);
  if (text.empty()) return fallback;
  int v = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size() || v < lo || v > hi)
    throw BadRequest("parameter '" + name + "' takes a whole number from " + std::to_string(lo) +
                     " to " + std::to_string(hi));
  return v;
}

std::string game_param(const Params& p) {
  const std::string game = param(p, "game");
  if (!game.empty() && game != "mc" && game != "dm")
    throw BadRequest("parameter 'game' takes mc or dm");
  return game;
}

Reply ok(std::string body) {
  return {200, std::move(body) + "\n"};
}

Reply search(const Resources& r, const Params& p) {
  query::SearchRequest req;
  req.text = param(p, "q", true);
  req.game = game_param(p);
  req.edition = param(p, "edition");
  req.limit = int_param(p, "limit", 10, 1, 500);
  return ok(cli::search_json(req, query::search(r.catalog, req)));
}

// GET /api/card?q=NAME: `arbiter card NAME --json`; 404 with no card pool
// or no card of that name.
Reply card(const Resources& r, const Params& p) {
  const std::string name = param(p, "q", true);
  if (!r.cards) return error_reply(404, "no card pool imported (arbiter cards import DIR)");
  const std::vector<const cards::Card*> found = r.cards->find(name);
  Reply reply = ok(json_text(cards::card_lookup_json(*r.cards, name, found)));
  if (found.empty()) reply.status = 404;
  return reply;
}

Reply ask(const Resources& r, const Params& p) {
  const FirstWords read = first_words(param(p, "q", true), query::ask::kMaxQuestionWords);
  query::ask::AskOptions options{game_param(p), param(p, "edition"), 8};
  // A follow-up ("and with boost 2?") to the situation a page showed.
  std::string asked = read.text;
  if (const std::string after = param(p, "after"); !after.empty()) {
    const query::ask::Reading last = query::ask::from_notation(after);
    if (auto merged = cli::follow_up_notation(last, read.text, r.vocabulary, options.game))
      asked = *merged;
  }
  query::ask::Answer a = query::ask::ask(r.catalog, r.vocabulary, asked, options);
  a.words_not_read = read.words_left_out;
  if (a.empty()) {
    std::string why = "nothing in the rulebooks matches the question";
    if (!a.undefined.empty())
      why = query::ask::not_in_rulebooks(r.catalog, a.undefined.front(), options.game);
    throw query::NotFound(why);
  }
  return ok(cli::ask_json(a, asked, param(p, "scenario") == "1"));
}

Reply sim(const Resources& r, const std::string& body) {
  if (body.size() > kMaxBodyBytes)
    return error_reply(413, "the scenario is over " + std::to_string(kMaxBodyBytes) + " bytes");
  engine::Limits limits;
  const engine::Scenario scenario = engine::Scenario::parse(body, "request", limits);
  std::string edition = scenario.edition();
  if (edition.empty()) edition = r.catalog.default_edition(scenario.game()).label;
  if (!r.catalog.find_edition(scenario.game(), edition))
    throw BadRequest("request:1: scenario@edition: no edition '" + edition + "' of " +
                     scenario.game());
  const engine::SimReport report = engine::simulate(scenario, edition);
  return ok(cli::sim_json(report, query::cited_entries(r.catalog, report.cited, edition)));
}

// "entry/mc:guard" -> "mc:guard" for `what` = "entry"; "" when not that endpoint.
std::string id_after(const std::string& path, const std::string& what) {
  const std::string prefix = what + "/";
  if (path.rfind(prefix, 0) != 0) return "";
  const std::string id = path.substr(prefix.size());
  if (id.empty()) throw BadRequest("missing an id after /api/" + prefix);
  if (id.size() > kMaxParamBytes)
    throw BadRequest("the id is over " + std::to_string(kMaxParamBytes) + " bytes");
  return id;
}

Reply route(const Resources& r, Method method, const std::string& path, const Params& p,
            const std::string& body) {
  if (path == "sim") {
    if (method != Method::kPost) return error_reply(405, "/api/sim takes a POST of a scenario");
    return sim(r, body);
  }
  if (method != Method::kGet) return error_reply(405, "/api/" + path + " takes GET");
  if (path == "search") return search(r, p);
  if (path == "ask") return ask(r, p);
  if (path == "card") return card(r, p);
  if (std::string id = id_after(path, "entry"); !id.empty())
    return ok(cli::entry_json(query::load_entry(r.catalog, id, param(p, "edition"))));
  if (std::string id = id_after(path, "xref"); !id.empty())
    return ok(cli::xref_json(query::cross_references(r.catalog, id, param(p, "edition"),
                                                     int_param(p, "depth", 1, 1, 5))));
  if (std::string id = id_after(path, "diff"); !id.empty())
    return ok(cli::diff_json(query::diff_entry(r.catalog, id, param(p, "from"), param(p, "to"))));
  return error_reply(404, "no API endpoint /api/" + path);
}

}  // namespace

Reply error_reply(int status, const std::string& message) {
  JsonWriter w;
  w.begin_object().key("error").value(message).key("status").value(status).end_object();
  return {status, w.str() + "\n"};
}

Reply api(const Resources& r, Method method, const std::string& path, const Params& params,
          const std::string& body) {
  try {
    return route(r, method, path, params, body);
  } catch (const query::NotFound& e) {
    return error_reply(404, e.what());
  } catch (const BadRequest& e) {
    return error_reply(400, e.what());
  } catch (const engine::ScenarioError& e) {
    return error_reply(400, e.what());
  } catch (const query::ask::NotationError& e) {
    return error_reply(400, e.what());
  } catch (const std::invalid_argument& e) {
    return error_reply(400, e.what());
  } catch (const std::exception& e) {
    return error_reply(500, std::string("internal error: ") + e.what());
  }
}

}  // namespace arbiter::serve
