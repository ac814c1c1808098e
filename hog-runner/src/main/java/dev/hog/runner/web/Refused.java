package dev.hog.runner.web;

import dev.hog.api.HogException;

/** A request the lobby or a contest refuses, with its status: 401, 403, 409 or 429. */
final class Refused extends HogException {
    private static final long serialVersionUID = 1L;

    private final int status;

    /**
     * A refusal.
     *
     * @param status the HTTP status
     * @param message why, in one line
     */
    Refused(int status, String message) {
        super(message);
        this.status = status;
    }

    /** The HTTP status. */
    int status() {
        return status;
    }
}
