package dev.hog.rules.su20;

/** The digits the su20 rules read: {@code n % 10} and {@code (n / 10) % 10}, for any score. */
final class Digits {
    private Digits() {
    }

    static int ones(int n) {
        return n % 10;
    }

    static int tens(int n) {
        return n / 10 % 10;
    }
}
