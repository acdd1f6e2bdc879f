// The ask page: the same answer as `arbiter ask` (its text, with every
// entry id a link), the situation it understood as an editable line to
// run again, and a follow-up that changes only what it names.
#include <fmt/core.h>

#include <cctype>

#include "common/text.h"
#include "query/ask/ask.h"
#include "query/ask/notation.h"
#include "query/cli/ask_answer_text.h"
#include "query/cli/ask_session.h"
#include "query/serve/html.h"
#include "query/serve/pages.h"

namespace arbiter::serve {

namespace {

bool id_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '.' || c == ':' ||
         c == '_';
}

// One line of the answer text, escaped, with "mc:..." and "dm:..." ids as
// links, a leading "Outcome:"-style label in bold, and the command line's
// "--full" as a link to the whole answer (`full_href`).
std::string answer_line(const std::string& line, const std::string& full_href) {
  std::string out;
  size_t i = 0;
  for (const char* label : {"Outcome:", "Understood:", "Why:", "Rules:", "More:", "See also:"}) {
    if (line.rfind(label, 0) == 0) {
      out = "<strong>" + escape(label) + "</strong>";
      i = std::string_view(label).size();
      break;
    }
  }
  while (i < line.size()) {
    if (line.compare(i, 6, "--full") == 0) {
      out += "<a href=\"" + escape(full_href) + "\">the whole answer</a>";
      i += 6;
      continue;
    }
    const bool starts = (line.compare(i, 3, "mc:") == 0 || line.compare(i, 3, "dm:") == 0) &&
                        (i == 0 || !id_char(line[i - 1]));
    if (!starts) {
      out += escape(line.substr(i, 1));
      ++i;
      continue;
    }
    size_t end = i + 3;
    while (end < line.size() && id_char(line[end])) ++end;
    while (end > i + 3 && (line[end - 1] == '.' || line[end - 1] == ':')) --end;  // sentence end
    out += entry_link(line.substr(i, end - i), line.substr(i, end - i));
    i = end;
  }
  return out;
}

// The answer's text as paragraphs; its "More: arbiter show ..." line, for
// the command line, is left out (every id is a link here).
std::string answer_html(const std::string& text, const std::string& full_href) {
  std::string out = "<div class=\"answer\">";
  for (const std::string& line : split(text, '\n'))
    if (!line.empty() && line.rfind("More:", 0) != 0)
      out += "<p>" + answer_line(line, full_href) + "</p>";
  return out + "</div>\n";
}

std::string ask_form(const std::string& question, const std::string& game) {
  auto option = [&](const char* value, const char* name) {
    return fmt::format("<option value=\"{}\"{}>{}</option>", value,
                       game == value ? " selected" : "", name);
  };
  return "<form class=\"ask\" action=\"/ask\" method=\"get\">\n"
         "<label for=\"ask-q\">Describe the situation or ask a rules question</label>\n"
         "<textarea id=\"ask-q\" name=\"q\" rows=\"3\" required placeholder=\"stunned villain "
         "attacks, I defend with an ally with 2 hit points\">" +
         escape(question) +
         "</textarea>\n<div class=\"row\"><select name=\"game\" aria-label=\"Game\">" +
         option("", "Either game") + option("mc", "Marvel Champions") +
         option("dm", "Dice Masters") +
         "</select><button type=\"submit\">Ask</button></div>\n</form>\n";
}

// The notation's parts ("villain: boost 2, stunned") one field each, named
// p1, p2, ... (ask_page joins them back with "; ").
std::string parts_form(const std::string& notation, const std::string& game_field) {
  std::string fields;
  int n = 0;
  for (std::string part : split(notation, ';')) {
    part = collapse_whitespace(part);
    while (!part.empty() && part.front() == ' ') part.erase(0, 1);
    while (!part.empty() && part.back() == ' ') part.pop_back();
    if (part.empty()) continue;
    const size_t colon = part.find(':');
    const std::string label = n == 0                       ? "game and action"
                              : colon == std::string::npos ? "part " + std::to_string(n + 1)
                                                           : part.substr(0, colon);
    ++n;
    fields += fmt::format(
        "<label for=\"ask-p{0}\">{1}</label><input id=\"ask-p{0}\" name=\"p{0}\" value=\"{2}\" "
        "spellcheck=\"false\" autocapitalize=\"off\">\n",
        n, escape(label), escape(part));
  }
  return "<details class=\"parts\"><summary>Edit it as a form</summary>\n<form class=\"parts\" "
         "action=\"/ask\" method=\"get\">\n" +
         fields + game_field + "<button type=\"submit\">Run</button>\n</form></details>\n";
}

// The situation as the notation line and as a form, editable, and a follow-up.
std::string situation_forms(const query::ask::Answer& a, const std::string& game) {
  const std::string game_field =
      game.empty() ? "" : "<input type=\"hidden\" name=\"game\" value=\"" + escape(game) + "\">";
  return "<form class=\"notation\" action=\"/ask\" method=\"get\">\n"
         "<label for=\"ask-n\">Understood as (edit and run again)</label>\n"
         // (A box that wraps: at phone width a one-line field shows a
         // third of the line.)
         "<div class=\"row\"><textarea id=\"ask-n\" name=\"q\" rows=\"3\" spellcheck=\"false\" "
         "autocapitalize=\"off\">" +
         escape(a.understood) + "</textarea>" + game_field +
         "<button type=\"submit\">Run</button></div>\n</form>\n" +
         parts_form(a.understood, game_field) +
         "<form class=\"follow\" action=\"/ask\" method=\"get\">\n"
         "<label for=\"ask-f\">Follow-up (changes only what it names)</label>\n"
         "<div class=\"row\"><input id=\"ask-f\" name=\"q\" placeholder=\"and with boost 1?\" "
         "required><input type=\"hidden\" name=\"after\" value=\"" +
         escape(a.understood) + "\">" + game_field +
         "<button type=\"submit\">Ask</button></div>\n</form>\n";
}

// The question: q, or the parts of the situation form joined back into a
// notation line.
std::string question_of(const Params& params) {
  std::string q = page_param(params, "q");
  if (!q.empty()) return q;
  for (int n = 1; n <= 64; ++n) {
    const std::string part = page_param(params, "p" + std::to_string(n));
    if (params.find("p" + std::to_string(n)) == params.end()) break;
    if (part.find_first_not_of(" \t") != std::string::npos) q += (q.empty() ? "" : "; ") + part;
  }
  return q;
}

}  // namespace

std::string ask_page(const Resources& r, const Params& params) {
  const std::string question = question_of(params);
  const std::string game = page_param(params, "game");
  if (!game.empty() && game != "mc" && game != "dm")
    throw std::invalid_argument("game takes mc or dm");
  if (question.find_first_not_of(" \t\r\n") == std::string::npos)
    return page_shell("Ask", "<h1>Ask about a situation</h1>\n" + ask_form("", game));

  const FirstWords read = first_words(question, query::ask::kMaxQuestionWords);
  query::ask::AskOptions options{game, page_param(params, "edition"), 8};
  std::string asked = read.text;
  const std::string after = page_param(params, "after");
  if (!after.empty()) {
    const query::ask::Reading last = query::ask::from_notation(after);
    if (auto merged = cli::follow_up_notation(last, read.text, r.vocabulary, game)) asked = *merged;
  }
  query::ask::Answer a = query::ask::ask(r.catalog, r.vocabulary, asked, options);
  a.words_not_read = read.words_left_out;
  std::string body = ask_form(after.empty() ? question : asked, game);
  if (!after.empty())
    body += "<p class=\"meta\">“" + escape(question) + "” after " + escape(after) + "</p>\n";
  if (a.empty()) {
    std::string why = "Nothing in the rulebooks matches the question.";
    if (!a.undefined.empty())
      why = query::ask::not_in_rulebooks(r.catalog, a.undefined.front(), game);
    return page_shell("Ask", body + "<p class=\"note\">" + escape(why) + "</p>\n");
  }
  cli::AskTextOptions text;
  text.full = page_param(params, "full") == "1";
  for (const auto& word : a.undefined)
    text.undefined_notes.push_back(query::ask::not_in_rulebooks(r.catalog, word, a.reading.game));
  const std::string full_href =
      "/ask?q=" + url_encode(asked) + "&full=1" + (game.empty() ? "" : "&game=" + url_encode(game));
  body += answer_html(cli::ask_answer_text(a, asked, text), full_href);
  if (a.reading.situation()) body += situation_forms(a, game);
  return page_shell(question, body);
}

}  // namespace arbiter::serve
