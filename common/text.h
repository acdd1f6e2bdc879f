// Text helpers shared by the importers, the indexer and the query layer.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

// Lower-cases ASCII letters; other bytes (UTF-8 included) pass through.
std::string to_lower_ascii(std::string_view s);

// The id slug of a title: lower case, every run of characters other than
// a-z and 0-9 becomes one '-', no '-' at either end ("RETALIATE X" ->
// "retaliate-x"). Non-ASCII characters count as "other".
std::string slugify(std::string_view title);

// Collapses runs of ASCII whitespace into one space and trims both ends.
std::string collapse_whitespace(std::string_view s);

std::string trim(std::string_view s);

bool starts_with(std::string_view s, std::string_view prefix);

std::vector<std::string> split(std::string_view s, char sep);

// Splits text into lines without their line terminators ("\n" or "\r\n").
std::vector<std::string> split_lines(std::string_view text);

// Reads a whole file; throws std::runtime_error naming the path on failure.
std::string read_file(const std::string& path);

}  // namespace arbiter
