#include "query/serve/html.h"

#include <fmt/core.h>

namespace arbiter::serve {

std::string escape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string url_encode(std::string_view text) {
  std::string out;
  for (unsigned char c : text) {
    if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
        c == '_' || c == '.' || c == '~' || c == ':')
      out += static_cast<char>(c);
    else
      out += fmt::format("%{:02X}", c);
  }
  return out;
}

std::string entry_href(std::string_view id, std::string_view edition) {
  std::string href = "/entry/" + url_encode(id);
  if (!edition.empty()) href += "?edition=" + url_encode(edition);
  return href;
}

std::string entry_link(std::string_view id, std::string_view text, std::string_view edition) {
  return "<a href=\"" + escape(entry_href(id, edition)) + "\">" + escape(text) + "</a>";
}

std::string page_shell(std::string_view title, std::string_view body, std::string_view query) {
  return fmt::format(
      R"(<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>{} · Arbiter</title>
<link rel="stylesheet" href="/style.css">
<script src="/app.js" defer></script>
</head><body>
<header><a class="home" href="/">Arbiter</a>
<form class="find" action="/" method="get" role="search">
<input id="q" name="q" type="search" value="{}" placeholder="Search the rules" autocomplete="off" aria-label="Search the rules">
</form>
<nav><a href="/ask">Ask</a></nav></header>
<main>
{}
</main>
<footer>Marvel Champions Rules Reference and Dice Masters Comprehensive Rule Book, quoted exactly.</footer>
</body></html>
)",
      escape(title), escape(query), body);
}

}  // namespace arbiter::serve
