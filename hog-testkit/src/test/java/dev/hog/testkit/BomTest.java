package dev.hog.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The BOM has no parent, so that importing it brings nothing but its list; these checks keep that list and its
 * version the SDK's.
 */
class BomTest {
    private static Document read(String pom) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(Path.of(pom).toFile());
    }

    private static String child(Element element, String name) {
        NodeList children = element.getChildNodes();
        for (int i = 0; i < children.getLength(); i++) {
            if (children.item(i) instanceof Element child && child.getTagName().equals(name)) {
                return child.getTextContent().strip();
            }
        }
        return null;
    }

    @Test
    void theBomHasTheSdksVersionAndNoParent() throws Exception {
        Element bom = read("../hog-bom/pom.xml").getDocumentElement();
        Element sdk = read("../pom.xml").getDocumentElement();

        assertThat(child(bom, "version")).isEqualTo(child(sdk, "version"));
        assertThat(child(bom, "parent")).as("a parent would leak its dependency management into plugins").isNull();
    }

    @Test
    void theBomListsEveryPublishedModuleAndTheTestLibraries() throws Exception {
        List<String> listed = new ArrayList<>();
        NodeList dependencies = read("../hog-bom/pom.xml").getElementsByTagName("dependency");
        for (int i = 0; i < dependencies.getLength(); i++) {
            Element dependency = (Element) dependencies.item(i);
            listed.add(child(dependency, "groupId") + ":" + child(dependency, "artifactId"));
        }

        assertThat(listed).containsAll(publishedModules())
                .contains("dev.hog:hog-api", "dev.hog:hog-rules-su20", "dev.hog:hog-json", "org.junit:junit-bom",
                        "org.assertj:assertj-core");
        assertThat(listed).as("the BOM names only what is published")
                .doesNotContain("dev.hog:hog-bench", "dev.hog:hog-api-check", "dev.hog:hog-course-cases");
    }

    /** The root POM's modules, but the BOM itself and those whose POM skips the deploy: they are never released. */
    private static List<String> publishedModules() throws Exception {
        List<String> published = new ArrayList<>();
        NodeList modules = read("../pom.xml").getElementsByTagName("module");
        for (int i = 0; i < modules.getLength(); i++) {
            String module = modules.item(i).getTextContent().strip();
            Element properties = (Element) read("../" + module + "/pom.xml").getElementsByTagName("properties").item(0);
            boolean skipped = properties != null && "true".equals(child(properties, "maven.deploy.skip"));
            if (!module.equals("hog-bom") && !skipped) {
                published.add("dev.hog:" + module);
            }
        }
        assertThat(published).as("the root POM's published modules").hasSizeGreaterThan(10);
        return published;
    }

    @Test
    void theBomsJunitAndAssertjAreTheOnesTheTestKitIsBuiltWith() throws Exception {
        Element properties = (Element) read("../pom.xml").getElementsByTagName("properties").item(0);
        NodeList dependencies = read("../hog-bom/pom.xml").getElementsByTagName("dependency");
        for (int i = 0; i < dependencies.getLength(); i++) {
            Element dependency = (Element) dependencies.item(i);
            String artifact = child(dependency, "artifactId");
            if (artifact.equals("junit-bom")) {
                assertThat(child(dependency, "version")).isEqualTo(child(properties, "junit.version"));
            } else if (artifact.equals("assertj-core")) {
                assertThat(child(dependency, "version")).isEqualTo(child(properties, "assertj.version"));
            }
        }
    }
}
