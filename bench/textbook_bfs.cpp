// The textbook breadth-first search for Snakes and Ladders, as most tutorials and interview
// books give it: a queue of (square, distance) pairs, and a square is marked visited when a
// throw lands on it. Squares are 0..N-1, the player starts on the first one, a jump from square
// j leads to move[j] (-1 for none), and a throw past the last square is not made.
//
// Kept exactly as a textbook writes it, on purpose: it is the baseline of `npm run bench`
// (bench/baselines.cpp times it; compiled with g++ -O2).

#include <queue>

struct queueEntry {
    int v;     // square
    int dist;  // throws from the first square
};

int getMinDiceThrows(int move[], int N) {
    bool* visited = new bool[N];
    for (int i = 0; i < N; i++)
        visited[i] = false;

    std::queue<queueEntry> q;
    visited[0] = true;
    queueEntry s = {0, 0};
    q.push(s);

    queueEntry qe;
    while (!q.empty()) {
        qe = q.front();
        int v = qe.v;
        if (v == N - 1)
            break;
        q.pop();
        for (int j = v + 1; j <= (v + 6) && j < N; ++j) {
            if (!visited[j]) {
                queueEntry a;
                a.dist = (qe.dist + 1);
                visited[j] = true;
                if (move[j] != -1)
                    a.v = move[j];
                else
                    a.v = j;
                q.push(a);
            }
        }
    }
    delete[] visited;
    return qe.dist;
}
