// The tests' main: Catch2's, after pointing ARBITER_CARDS and
// ARBITER_EDITIONS at no file, so that a card pool or an edition the user
// imported does not change what `arbiter` prints in the tests (those about
// cards or imported editions give their own).
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <cstdlib>

int main(int argc, char** argv) {
  setenv("ARBITER_CARDS", "/nonexistent/arbiter-tests/cards.db", 1);
  setenv("ARBITER_EDITIONS", "/nonexistent/arbiter-tests/editions.db", 1);
  return Catch::Session().run(argc, argv);
}
