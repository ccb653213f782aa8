import XCTest
@testable import FormCore

/// The one matcher of every list filter: subsequence, ranked prefix → word start → anywhere, then
/// by letters skipped, then in the texts' order; case and accents ignored.
final class FuzzyMatchTests: XCTestCase {
    private let countries = ["Austria", "Belgium", "Côte d'Ivoire", "Germany", "Niger", "Nigeria", "Portugal",
                             "Papua New Guinea", "São Tomé and Príncipe", "United Kingdom", "Ukraine", "Algeria"]

    private func ranked(_ filter: String, _ texts: [String]? = nil) -> [String] {
        let texts = texts ?? countries
        return FuzzyMatch.rank(texts, by: filter).map { texts[$0] }
    }

    func testLettersInOrderNotSideBySideMatch() {
        XCTAssertEqual(ranked("prtgl"), ["Portugal"])
        XCTAssertEqual(ranked("PRTGL"), ["Portugal"], "case is ignored")
        XCTAssertNotNil(FuzzyMatch.score(of: "pgl", in: "Portugal"))
        XCTAssertNil(FuzzyMatch.score(of: "lgp", in: "Portugal"), "the letters must come in order")
        XCTAssertNil(FuzzyMatch.score(of: "portugall", in: "Portugal"), "each letter of the text matches once")
        XCTAssertEqual(ranked("zz"), [])
    }

    func testAccentsAreIgnoredBothWays() {
        XCTAssertEqual(ranked("cote"), ["Côte d'Ivoire"])
        XCTAssertEqual(ranked("SAO TOME"), ["São Tomé and Príncipe"])
        XCTAssertEqual(ranked("é", ["Genève", "Berlin", "Oslo"]), ["Genève", "Berlin"], "é finds e, and e é")
        XCTAssertEqual(ranked("principe"), ["São Tomé and Príncipe"])
        XCTAssertEqual(ranked("strasse", ["Hauptstraße", "Strand"]), ["Hauptstraße"], "ß is ss")
        XCTAssertEqual(SearchFolding.fold("ÀÉÎÕÜÇÑŁŒ"), Array("aeioucnloe".unicodeScalars))
        XCTAssertEqual(SearchFolding.fold("e\u{301}"), Array("e".unicodeScalars), "a combining accent is dropped")
        XCTAssertEqual(SearchFolding.fold("東京"), Array("東京".unicodeScalars), "other scripts are kept")
    }

    func testPrefixThenWordStartThenAnywhere() {
        XCTAssertEqual(ranked("ger"), ["Germany", "Niger", "Nigeria", "Algeria"],
                       "the prefix first; then inside words, in the texts' order")
        XCTAssertEqual(ranked("gui"), ["Papua New Guinea"])
        XCTAssertEqual(ranked("new", ["Renewal", "Papua New Guinea", "Newark"]), ["Newark", "Papua New Guinea", "Renewal"])
        XCTAssertEqual(FuzzyMatch.score(of: "new", in: "Papua New Guinea")?.place, .wordStart)
        XCTAssertEqual(FuzzyMatch.score(of: "new", in: "Renewal")?.place, .anywhere)
        XCTAssertEqual(FuzzyMatch.score(of: "ivo", in: "Côte d'Ivoire")?.place, .wordStart, "after an apostrophe")
        XCTAssertEqual(FuzzyMatch.score(of: "sig", in: "forms/signup.json")?.place, .wordStart, "after a slash")
    }

    func testFewerLettersSkippedRankFirstWithinAPlace() {
        XCTAssertEqual(ranked("uk"), ["Ukraine", "United Kingdom"], "both at the start: the tighter first")
        XCTAssertEqual(FuzzyMatch.score(of: "uk", in: "United Kingdom"), FuzzyMatch.Score(place: .prefix, gaps: 6, start: 0))
        XCTAssertEqual(FuzzyMatch.score(of: "ia", in: "Nigeria"), FuzzyMatch.Score(place: .anywhere, gaps: 0, start: 5),
                       "the best match, not the first: i-a side by side at the end beats i…a from the second letter")
    }

    func testAPrefixWithGapsRanksBeforeAMatchInsideAWord() {
        XCTAssertEqual(ranked("an", ["Japan", "Angola", "Saint Anne", "Afghanistan"]),
                       ["Angola", "Afghanistan", "Saint Anne", "Japan"])
    }

    func testEqualMatchesKeepTheTextsOrder() {
        XCTAssertEqual(ranked("a", ["Bar", "Car", "Far"]), ["Bar", "Car", "Far"])
        XCTAssertEqual(ranked("a", ["Far", "Car", "Bar"]), ["Far", "Car", "Bar"])
    }

    func testTheEmptyFilterMatchesEverythingInOrder() {
        XCTAssertEqual(ranked(""), countries)
        XCTAssertEqual(FuzzyMatch.score(of: "", in: "anything"), FuzzyMatch.Score(place: .prefix, gaps: 0, start: 0))
        XCTAssertEqual(ranked("", []), [])
        XCTAssertEqual(ranked("a", [""]), [])
    }

    func testSpacesAndPunctuationAreLettersToMatch() {
        XCTAssertEqual(ranked("o p", ["São Paulo", "Oporto"]), ["São Paulo"])
        XCTAssertEqual(ranked("d'i"), ["Côte d'Ivoire"])
    }

    func testRankingAmongTheMatchesOfAShorterFilterIsRankingAll() {
        for filter in ["a", "ar", "ger", "n i", "ia", "uk"] {
            let shorter = FuzzyMatch.rank(countries, by: String(filter.dropLast()))
            XCTAssertEqual(FuzzyMatch.rank(countries, by: filter, among: shorter), FuzzyMatch.rank(countries, by: filter), filter)
        }
        XCTAssertEqual(FuzzyMatch.rank(countries, by: "a", among: [99, 0]), [0], "an index out of the texts is left out")
    }

    func testALongTextAndFilterStayCheap() {
        let long = String(repeating: "ab", count: 5_000)
        XCTAssertNil(FuzzyMatch.score(of: String(repeating: "ab", count: 5_000) + "c", in: long))
        XCTAssertNotNil(FuzzyMatch.score(of: "bbbb", in: long))
    }
}
