import ArgumentParser

/// What every command that builds the site takes: the scenario inputs and the template overrides
/// (`build`, `check`, `diff`, `serve`; each defaults to framelab.yml's values).
struct SiteSourceOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("Scenario folders or files (.yaml, .yml); a folder's files are found below it "
                                 + "(default: framelab.yml's 'scenarios', else Scenarios).", valueName: "inputs"))
    var inputs: [String] = []

    @Option(help: ArgumentHelp("A directory of templates that replace FrameLab's own, file by file.",
                               discussion: "Any of index.mustache, scenario.mustache, reference.mustache, page-head.mustache "
                                   + "and site.css; the others stay FrameLab's."))
    var templates: String?
}
