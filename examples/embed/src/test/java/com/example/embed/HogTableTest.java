package com.example.embed;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class HogTableTest {
    /** A host's own game loop: player 0 rolls 5 dice, player 1 rolls 3. */
    private static List<int[]> playOut(HogTable table) {
        List<int[]> scores = new ArrayList<>();
        while (!table.isOver()) {
            table.roll(table.mover() == 0 ? 5 : 3);
            scores.add(table.scores());
        }
        return scores;
    }

    @Test
    void aHostPlaysSu20ToTheEndByItsOwnLoop() {
        HogTable table = HogTable.open("su20", 42);

        List<int[]> scores = playOut(table);

        int[] last = scores.get(scores.size() - 1);
        assertThat(Math.max(last[0], last[1])).isGreaterThanOrEqualTo(100);
        assertThat(table.log()).hasSameSizeAs(scores).allMatch(line -> line.startsWith("Player "));
        assertThat(table.rules()).isNotBlank();
    }

    @Test
    void aSavedTableGoesOnExactlyAsTheOneThatWasSaved() {
        HogTable table = HogTable.open("su20", 7);
        for (int i = 0; i < 6; i++) {
            table.roll(table.mover() == 0 ? 5 : 3);
        }
        String saved = table.save();

        HogTable loaded = HogTable.load(saved);

        assertThat(loaded.scores()).containsExactly(table.scores());
        assertThat(playOut(loaded)).usingRecursiveComparison().isEqualTo(playOut(table));
    }

    @Test
    void theSameSeedPlaysTheSameGame() {
        assertThat(playOut(HogTable.open("su20", 2020))).usingRecursiveComparison()
                .isEqualTo(playOut(HogTable.open("su20", 2020)));
    }
}
