package dev.hog.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.api.HogException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** How the analyses run their work side by side: results and progress in order, failures as thrown. */
class WorkersTest {
    @Test
    void resultsAndProgressComeInTheOrderOfTheTasksWhateverOrderTheyFinishIn() {
        // The first task waits until the last has run: on two threads the last finishes first.
        CountDownLatch lastRan = new CountDownLatch(1);
        Set<String> threads = ConcurrentHashMap.newKeySet();
        List<Callable<Integer>> tasks = new ArrayList<>();
        tasks.add(() -> {
            threads.add(Thread.currentThread().getName());
            assertThat(lastRan.await(10, TimeUnit.SECONDS)).isTrue();
            return 0;
        });
        for (int i = 1; i < 5; i++) {
            int index = i;
            tasks.add(() -> {
                threads.add(Thread.currentThread().getName());
                if (index == 4) {
                    lastRan.countDown();
                }
                return index * 10;
            });
        }
        List<Integer> told = new ArrayList<>();

        List<Integer> results = Workers.run("analysis", 2, tasks, told::add);

        assertThat(results).containsExactly(0, 10, 20, 30, 40);
        assertThat(told).containsExactly(0, 1, 2, 3, 4);
        assertThat(threads).isNotEmpty().allSatisfy(name -> assertThat(name).isEqualTo("hog-analysis"))
                .doesNotContain(Thread.currentThread().getName());
    }

    @Test
    void theFirstFailureInTheOrderOfTheTasksIsThrownAsItWasThrown() {
        List<Callable<Integer>> tasks = List.of(() -> 1,
                () -> {
                    throw new HogException("goal 2 is too large");
                },
                () -> {
                    throw new IllegalStateException("goal 3 failed too");
                });
        List<Integer> told = new ArrayList<>();

        assertThatThrownBy(() -> Workers.run("analysis", 2, tasks, told::add)).isExactlyInstanceOf(
                HogException.class).hasMessage("goal 2 is too large");
        assertThat(told).containsExactly(0);
    }

    @Test
    void oneThreadRunsTheTasksOneAfterAnother() {
        List<Integer> order = new ArrayList<>();
        List<Callable<Integer>> tasks = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            int index = i;
            tasks.add(() -> {
                synchronized (order) {
                    order.add(index);
                }
                return index;
            });
        }

        assertThat(Workers.run("analysis", 1, tasks, done -> { })).containsExactly(0, 1, 2, 3);
        assertThat(order).containsExactly(0, 1, 2, 3);
    }
}
