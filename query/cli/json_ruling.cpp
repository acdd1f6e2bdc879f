#include <fmt/core.h>

#include <algorithm>
#include <span>

#include "common/json.h"
#include "query/cli/ask_verdict.h"
#include "query/cli/json_views.h"

namespace arbiter::cli {

namespace {

// Outcomes listed in a distribution (engine::Limits::max_outcomes_listed).
constexpr size_t kListed = static_cast<size_t>(engine::Limits{}.max_outcomes_listed);

}  // namespace

std::string sim_json(const engine::SimReport& r, const std::vector<query::CitedEntry>& cited) {
  JsonWriter w;
  w.begin_object();
  w.key("game").value(r.game).key("edition").value(r.edition).key("title").value(r.title);
  w.key("outcome").value(r.outcome);
  w.key("events").begin_array();
  for (const engine::Event& e : r.events) {
    w.begin_object().key("text").value(e.text).key("predicate").value(e.predicate);
    w.key("cites").string_array(e.cites);
    if (!e.subject.empty())
      w.key("subject").value(e.subject).key("before").value(e.before).key("after").value(e.after);
    w.end_object();
  }
  w.end_array();
  w.key("cited").begin_array();
  for (const auto& c : cited)
    w.begin_object()
        .key("id")
        .value(c.id)
        .key("edition")
        .value(c.edition)
        .key("title")
        .value(c.title)
        .key("text")
        .value(c.text)
        .key("fallback")
        .value(c.fallback)
        .end_object();
  w.end_array();
  w.key("expectations").begin_array();
  for (const auto& e : r.expectations)
    w.begin_object()
        .key("text")
        .value(e.text)
        .key("ok")
        .value(e.ok)
        .key("actual")
        .value(e.actual)
        .end_object();
  w.end_array();
  if (r.distribution) {
    const engine::Distribution& d = *r.distribution;
    w.key("distribution").begin_object().key("exact").value(d.exact).key("paths").value(d.paths);
    if (!d.exact) w.key("seed").value(static_cast<int64_t>(d.seed));
    if (!d.exact) w.key("note").value(r.distribution_note);
    const size_t listed = std::min(d.outcomes.size(), kListed);
    w.key("outcomes").begin_array();
    for (const auto& o : std::span(d.outcomes).first(listed))
      w.begin_object()
          .key("outcome")
          .value(o.text)
          .key("probability")
          .value(o.probability)
          .end_object();
    w.end_array();
    // The rest, summed: the listing is bounded, the probabilities still add up.
    double rest = 0;
    for (const auto& o : std::span(d.outcomes).subspan(listed)) rest += o.probability;
    w.key("outcomes_not_listed").value(static_cast<int64_t>(d.outcomes.size() - listed));
    w.key("probability_not_listed").value(rest);
    w.end_object();
  }
  w.key("trace_cut").value(r.trace_cut);
  w.end_object();
  return w.str();
}

std::string ask_json(const query::ask::Answer& a, const std::string& question, bool show_scenario) {
  JsonWriter w;
  w.begin_object();
  w.key("game");
  if (a.reading.game.empty())
    w.null();
  else
    w.value(a.reading.game);
  w.key("edition").value(a.edition).key("understood").value(a.understood);
  w.key("scenario");
  if (a.scenario_xml.empty() || (!show_scenario && a.scenario_xml.empty()))
    w.null();
  else
    w.value(a.scenario_xml);
  w.key("outcome");
  if (a.report)
    w.value(a.report->outcome);
  else
    w.null();
  w.key("events").begin_array();
  if (a.report)
    for (const auto& e : a.report->events)
      w.begin_object()
          .key("text")
          .value(e.text)
          .key("predicate")
          .value(e.predicate)
          .key("cites")
          .string_array(e.cites)
          .end_object();
  w.end_array();
  w.key("rules").begin_array();
  for (const auto& r : a.rules)
    w.begin_object()
        .key("id")
        .value(r.id)
        .key("edition")
        .value(r.edition)
        .key("title")
        .value(r.title)
        .key("text")
        .value(r.text)
        .key("why")
        .value(r.why)
        .end_object();
  w.end_array();
  w.key("missing").string_array(a.missing).key("assumed").string_array(a.assumed);
  // With values missing: the results alike whatever they are.
  w.key("settled").begin_object();
  for (const auto& [key, value] : a.settled) w.key(key).value(value);
  w.end_object();
  w.key("not_used").string_array(a.not_used).key("undefined").string_array(a.undefined);
  w.key("claims").string_array(a.reading.claims).key("headline");
  if (a.reading.headline.empty())
    w.null();
  else
    w.value(a.reading.headline);
  w.key("afterthoughts").string_array(a.reading.afterthoughts);
  w.key("choices").string_array(a.reading.choices);
  // The player's newer, imported edition: null when they have none.
  w.key("newer_edition");
  if (a.newer.empty()) {
    w.null();
  } else {
    auto rules = [&](const char* key, const std::vector<query::ask::NewerRule>& list) {
      w.key(key).begin_array();
      for (const auto& r : list)
        w.begin_object()
            .key("id")
            .value(r.id)
            .key("title")
            .value(r.title)
            .key("text")
            .value(r.text)
            .end_object();
      w.end_array();
    };
    w.begin_object().key("label").value(a.newer.label).key("newest").value(a.newer.newest);
    rules("changed", a.newer.changed);
    rules("absent", a.newer.absent);
    rules("only_there", a.newer.only_there);
    w.end_object();
  }
  w.key("out_of_range").string_array(a.out_of_range);
  w.key("unapplied").string_array(a.unapplied).key("unfounded").string_array(a.unfounded);
  w.key("not_simulated").string_array(a.reading.not_simulated);
  w.key("from_cards").string_array(a.reading.from_cards);
  w.key("printed_not_simulated").string_array(a.reading.printed_not_run);
  w.key("readings").begin_array();
  for (const auto& r : a.readings) {
    w.begin_object().key("understood").value(r.notation).key("deciding").value(r.reading.deciding);
    w.key("outcome");
    if (r.report)
      w.value(r.report->outcome);
    else
      w.null();
    w.key("missing").string_array(r.missing).end_object();
  }
  w.end_array();
  w.key("readings_differ").value(a.readings_differ);
  w.key("not_read").value(static_cast<int64_t>(a.words_not_read));
  // The one-line verdict of a yes/no or which-one question (ask_verdict.h).
  w.key("verdict");
  if (const auto v = verdict(a, question))
    w.value(*v);
  else
    w.null();
  if (a.report) {
    w.key("values").begin_object();
    for (const auto& [k, v] : a.report->values) w.key(k).value(v);
    w.end_object();
  }
  w.end_object();
  return w.str();
}

}  // namespace arbiter::cli
