// Single-player games on a board the way the C++ standard library suggests writing them:
// std::default_random_engine with std::uniform_int_distribution<int>(1, 6). The board is
// move[0..N], move[s] the square a token landing on s comes to rest on (s itself when no
// snake or ladder starts there); players start off the board on square 0, and a throw past
// square N bounces back. Returns the throws of all games together.
//
// The C++ baseline of the simulation workload of `npm run bench` (timed by bench/baselines.cpp).

#include <random>

long long playGames(const int move[], int N, int games, std::default_random_engine& engine) {
    std::uniform_int_distribution<int> die(1, 6);
    long long throws = 0;
    for (int g = 0; g < games; ++g) {
        int pos = 0;
        while (pos != N) {
            int t = pos + die(engine);
            if (t > N)
                t = 2 * N - t;
            pos = move[t];
            ++throws;
        }
    }
    return throws;
}
