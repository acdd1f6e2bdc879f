// The tests' main: Catch2's, after pointing ARBITER_CARDS at no file, so
// that a card pool the user imported does not change what `arbiter` prints
// in the tests (those about cards give --cards or a pool of their own).
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <cstdlib>

int main(int argc, char** argv) {
  setenv("ARBITER_CARDS", "/nonexistent/arbiter-tests/cards.db", 1);
  return Catch::Session().run(argc, argv);
}
