/// The plain values `reference.mustache` renders for one page of the rule reference.
struct ReferenceContext {
    var head: PageHead
    var title: String
    var body: String
    var isIndex: Bool
    var contents: [ReferenceLink]
}

struct ReferenceLink {
    var linkHref: String
    var linkTitle: String
    var current: Bool
}

enum ReferencePage {
    static func path(_ page: ReferenceDocs.Page) -> String { ReferenceDocs.folder + "/" + page.slug + ".html" }

    static func context(_ page: ReferenceDocs.Page, in docs: ReferenceDocs) -> ReferenceContext {
        return ReferenceContext(
            head: PageHead(pageTitle: "\(page.title) — FrameLab reference", pageDescription: "FrameLab's reference: \(page.title).",
                           root: SitePaths.rootPrefix(ofPage: path(page))),
            title: page.title, body: page.body, isIndex: page.slug == "index",
            contents: docs.pages.filter { $0.slug != "index" }.map {
                ReferenceLink(linkHref: $0.slug + ".html", linkTitle: $0.title, current: $0.slug == page.slug)
            })
    }
}
