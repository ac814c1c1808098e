package dev.hog.runner.web;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * The secrets of the lobby's seats and the contests' entries and administrators: 128 random bits given once, of which
 * the server keeps only the SHA-256; the short codes that name games and contests; and the {@code Authorization:
 * Bearer SECRET} header that carries a secret back.
 */
final class Secrets {
    /** The letters of a code: no 0, O, 1, I or L, which a person reading one aloud confuses. */
    static final String CODE_LETTERS = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
    private static final SecureRandom RANDOM = new SecureRandom();

    private Secrets() {
    }

    /**
     * A new secret.
     *
     * @return 128 random bits, as 22 characters of URL-safe base 64
     */
    static String secret() {
        byte[] bits = new byte[16];
        RANDOM.nextBytes(bits);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bits);
    }

    /**
     * A new code.
     *
     * @param length its length
     * @return that many random letters of {@link #CODE_LETTERS}
     */
    static String code(int length) {
        char[] code = new char[length];
        for (int i = 0; i < length; i++) {
            code[i] = CODE_LETTERS.charAt(RANDOM.nextInt(CODE_LETTERS.length()));
        }
        return new String(code);
    }

    /**
     * What the server keeps of a secret.
     *
     * @param secret the secret
     * @return its SHA-256, in hex
     */
    static String hash(String secret) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(secret.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    /**
     * The hash of the secret a request's {@code Authorization} header carries.
     *
     * @param authorization the header, or {@code null}
     * @param what what the secret is asked for, such as {@code to roll in game K7QX2M}
     * @param whose whose secret it is, such as {@code your seat's}, and where it came from
     * @return the secret's hash
     * @throws Refused a 401 if there is no header, or one of another form
     */
    static String bearer(String authorization, String what, String whose) {
        if (authorization == null || authorization.isBlank()) {
            throw new Refused(401, what + ", send " + whose + " as the header Authorization: Bearer SECRET");
        }
        if (!authorization.startsWith("Bearer ") || authorization.length() > 200) {
            throw new Refused(401, "the header Authorization is Bearer SECRET: " + what + ", the secret is "
                    + whose);
        }
        return hash(authorization.substring("Bearer ".length()).strip());
    }

    /**
     * Whether a secret's hash is one kept, in a time that does not tell how much of it matched.
     *
     * @param given the hash of the secret given
     * @param kept the hash kept, or {@code null} for none
     * @return whether they are the same
     */
    static boolean matches(String given, String kept) {
        return kept != null && MessageDigest.isEqual(given.getBytes(StandardCharsets.UTF_8),
                kept.getBytes(StandardCharsets.UTF_8));
    }
}
