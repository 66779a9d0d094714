// Times the C++ baselines with the same method and line commands as the Rust and wasm runners
// (benches/table.rs, bench/runner.mjs), for scripts/bench.mjs:
//
//   prepare bfs-textbook SIZE PATH   → ok CHECKSUM UNITS_PER_RUN 0   (PATH: a board dumped by
//                                       the native runner: "size jumps", then "from to" lines)
//   prepare simulate-stdlib 100      → ok CHECKSUM UNITS_PER_RUN 0   (the classic board)
//   run RUNS SAMPLES                 → ok SECONDS...
//   quit
//
// Build: g++ -O2 -o target/bench/baselines bench/baselines.cpp bench/textbook_bfs.cpp
//        bench/stdlib_games.cpp

#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

int getMinDiceThrows(int move[], int N);
long long playGames(const int move[], int N, int games, std::default_random_engine& engine);

namespace {

const int GAMES_PER_RUN = 10000;  // as GAMES_PER_RUN in src/workloads.rs
const unsigned SEED = 1952;       // as SEED in src/workloads.rs

const int CLASSIC_LADDERS[][2] = {{1, 38},  {4, 14},  {9, 31},  {21, 42}, {28, 84},
                                  {36, 44}, {51, 67}, {71, 91}, {80, 100}};
const int CLASSIC_SNAKES[][2] = {{16, 6},  {47, 26}, {49, 11}, {56, 53}, {62, 19},
                                 {64, 60}, {87, 24}, {93, 73}, {95, 75}, {98, 78}};

enum class Kind { None, Bfs, Games };

struct State {
    Kind kind = Kind::None;
    std::vector<int> move;  // bfs: 0-based squares, -1 for no jump; games: 0..N, identity if none
    int n = 0;
    std::default_random_engine engine{SEED};
    long long units = 0;
};

long long runOnce(State& s) {
    if (s.kind == Kind::Bfs) return getMinDiceThrows(s.move.data(), s.n);
    return playGames(s.move.data(), s.n, GAMES_PER_RUN, s.engine);
}

std::string prepare(State& s, const std::string& kind, int size, const std::string& path) {
    s = State();
    if (kind == "bfs-textbook") {
        std::ifstream in(path);
        long long n, jumps;
        if (!(in >> n >> jumps) || n != size) return "error cannot read board " + path;
        s.kind = Kind::Bfs;
        s.n = size;
        s.move.assign(size, -1);
        for (long long i = 0; i < jumps; ++i) {
            long long from, to;
            if (!(in >> from >> to)) return "error short board file " + path;
            s.move[from - 1] = static_cast<int>(to - 1);
        }
        s.units = size;
    } else if (kind == "simulate-stdlib") {
        if (size != 100) return "error the simulation uses the 100-square classic board";
        s.kind = Kind::Games;
        s.n = 100;
        s.move.resize(101);
        for (int i = 0; i <= 100; ++i) s.move[i] = i;
        for (auto& l : CLASSIC_LADDERS) s.move[l[0]] = l[1];
        for (auto& k : CLASSIC_SNAKES) s.move[k[0]] = k[1];
        s.units = GAMES_PER_RUN;
    } else {
        return "error unknown workload " + kind;
    }
    long long checksum = runOnce(s);
    std::ostringstream out;
    out << "ok " << checksum << " " << s.units << " 0";
    return out.str();
}

std::string run(State& s, long long runs, int samples) {
    if (s.kind == Kind::None) return "error nothing prepared";
    std::ostringstream out;
    out << "ok";
    long long sink = 0;
    for (int i = 0; i < samples; ++i) {
        auto t0 = std::chrono::steady_clock::now();
        for (long long r = 0; r < runs; ++r) sink += runOnce(s);
        auto t1 = std::chrono::steady_clock::now();
        char buf[32];
        std::snprintf(buf, sizeof buf, " %.9e", std::chrono::duration<double>(t1 - t0).count());
        out << buf;
    }
    if (sink == -1) out << " ";  // keeps the results alive
    return out.str();
}

}  // namespace

int main() {
    State state;
    std::string line;
    while (std::getline(std::cin, line)) {
        std::istringstream words(line);
        std::string cmd;
        words >> cmd;
        std::string reply;
        if (cmd == "quit") {
            break;
        } else if (cmd == "prepare") {
            std::string kind, path;
            int size = 0;
            words >> kind >> size >> path;
            reply = prepare(state, kind, size, path);
        } else if (cmd == "run") {
            long long runs = 0;
            int samples = 0;
            words >> runs >> samples;
            reply = run(state, runs, samples);
        } else {
            reply = "error unknown command '" + line + "'";
        }
        std::cout << reply << std::endl;
    }
    return 0;
}
