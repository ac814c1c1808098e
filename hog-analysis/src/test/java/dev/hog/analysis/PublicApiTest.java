package dev.hog.analysis;

import dev.hog.apicheck.ApiRecord;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * hog-analysis's public API is the one recorded in api/hog-analysis.api, so that each change to it is a reviewed diff
 * of that file.
 */
class PublicApiTest {
    @Test
    void keepsTheRecordedApi() {
        ApiRecord.check(Path.of("target/classes"), Path.of("api/hog-analysis.api"));
    }
}
