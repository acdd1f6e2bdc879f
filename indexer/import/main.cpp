// arbiter-import: writes one edition of corpus XML from a raw source.
//   arbiter-import mc-text SOURCE SOURCE_REL OUTPUT.xml
//   arbiter-import dm-markdown SOURCE SOURCE_REL OUTPUT.xml
// SOURCE_REL is the source's path relative to corpus/ as recorded in the XML.
// The output is written to a temporary file and renamed, so a failed import
// never leaves a half-written file.
#include <cstdio>
#include <exception>
#include <filesystem>
#include <string>

#include "common/text.h"
#include "indexer/import/importers.h"
#include "indexer/import/xml_build.h"

int main(int argc, char** argv) {
  if (argc != 5) {
    std::fprintf(stderr,
                 "usage: arbiter-import mc-text|dm-markdown SOURCE SOURCE_REL OUTPUT.xml\n");
    return 2;
  }
  const std::string format = argv[1];
  const std::string source = argv[2];
  const std::string source_rel = argv[3];
  const std::string output = argv[4];
  try {
    const std::string text = arbiter::read_file(source);
    pugi::xml_document doc;
    if (format == "mc-text") {
      arbiter::import::import_mc_text(text, source_rel, doc);
    } else if (format == "dm-markdown") {
      arbiter::import::import_dm_markdown(text, source_rel, doc);
    } else {
      std::fprintf(stderr, "arbiter-import: unknown format '%s'\n", format.c_str());
      return 2;
    }
    const std::string tmp = output + ".tmp";
    arbiter::import::save(doc, tmp);
    std::filesystem::rename(tmp, output);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "arbiter-import: %s\n", e.what());
    return 1;
  }
  return 0;
}
