package dev.hog.runner.web;

import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * The errors Jetty answers itself, before or outside the routes, in the server's own form {@code {"error":"..."}}
 * rather than Jetty's HTML or JSON pages: a request line or a header Jetty's parser refuses (400), a path that is
 * malformed or ambiguous, such as {@code /api/v2/%zz} or {@code /..%2f..} (400), a request line or headers over the
 * limit (414, 431), and a failure of the server while it answers (500, logged by {@link Failures}). Each says in one
 * line what was wrong and, where it can, what would be right.
 */
final class JsonErrors extends ErrorHandler {
    /** The most characters of Jetty's own reason kept in a message. */
    private static final int MAX_REASON = 120;

    private final Failures failures;
    private final int maxHeaders;

    /**
     * The error pages of a server.
     *
     * @param failures where a failure of the server is logged
     * @param maxHeaders the most bytes of a request line and headers, for the message that says so
     */
    JsonErrors(Failures failures, int maxHeaders) {
        this.failures = failures;
        this.maxHeaders = maxHeaders;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        int status = request.getAttribute(ERROR_STATUS) instanceof Integer code ? code : response.getStatus();
        Exchange exchange = new Exchange(request, response, callback);
        String described = request.getMethod() + " " + request.getHttpURI().getPath();
        if (HttpStatus.hasNoBody(status)) {
            response.setStatus(status);
            callback.succeeded();
            return true;
        }
        Object reason = request.getAttribute(ERROR_MESSAGE);
        Object cause = request.getAttribute(ERROR_EXCEPTION);
        exchange.error(status, message(request, described, status, reason instanceof String text ? text : null,
                cause instanceof Throwable thrown ? thrown : null));
        return true;
    }

    private String message(Request request, String described, int status, String reason, Throwable cause) {
        String detail = detail(reason, status);
        return switch (status) {
            case 400 -> detail.isEmpty() || detail.contains("URI")
                    ? "the request's path is malformed" + detail + "; a path is plain, with no .. and no encoded / or"
                            + " %, such as " + Routes.API + "/games"
                    : "the request is not HTTP this server can read" + detail;
            case 404 -> Routes.noSuchPage(request.getMethod(), request.getHttpURI().getPath());
            case 413 -> Routes.tooLarge();
            case 414, 431 -> "the request's line and headers are larger than " + maxHeaders / 1024 + " KB";
            default -> status >= 500 ? failures.unanswered(described, cause)
                    : "the request failed: " + HttpStatus.getMessage(status) + detail;
        };
    }

    /** Jetty's own reason, if it says more than the status does, shortened and on one line. */
    private static String detail(String reason, int status) {
        if (reason == null || reason.isBlank() || reason.equals(HttpStatus.getMessage(status))) {
            return "";
        }
        String line = reason.replaceAll("\\p{Cntrl}", " ").strip();
        return " (" + (line.length() > MAX_REASON ? line.substring(0, MAX_REASON) + "\u2026" : line) + ")";
    }
}
