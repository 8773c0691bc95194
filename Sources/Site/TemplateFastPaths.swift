/// The most numerous context values (a token per word of source, a row per node, a cell per ordering)
/// as dictionaries written out, so `TemplateValues` does not reflect them one by one. The keys are the
/// stored property names; nil values are left out exactly as the reflective path leaves them out.
protocol TemplateDictionary {
    var templateDictionary: [String: Any] { get }
}

/// A part several pages' contexts share (`PageHead`, `FigureImage`) whose keys the templates read at the level of
/// the context that holds it (`{{pageTitle}}`, not `{{head.pageTitle}}`): `TemplateValues` merges its dictionary
/// into that context's.
protocol TemplateInlined: TemplateDictionary {}

extension CodeToken: TemplateDictionary {
    var templateDictionary: [String: Any] { ["text": text, "cls": cls, "highlighted": highlighted] }
}

extension NodeRow: TemplateDictionary {
    var templateDictionary: [String: Any] {
        var d: [String: Any] = ["depth": depth, "kind": kind, "label": label, "sizingProposals": sizingProposals,
                                "proposal": proposal, "size": size, "frame": frame, "rowID": rowID]
        if let name { d["name"] = name }
        if let docHref { d["docHref"] = docHref }
        if let effects { d["effects"] = effects }
        if let effectsHref { d["effectsHref"] = effectsHref }
        if let sourceText { d["sourceText"] = sourceText }
        if let sourceHref { d["sourceHref"] = sourceHref }
        return d
    }
}

extension TraceLine: TemplateDictionary {
    var templateDictionary: [String: Any] {
        var d: [String: Any] = ["depth": depth, "phase": phase, "proposal": proposal]
        if let answer { d["answer"] = answer }
        if let at { d["at"] = at }
        return d
    }
}

extension TraceNode: TemplateDictionary {
    var templateDictionary: [String: Any] {
        var d: [String: Any] = ["depth": depth, "label": label, "lines": lines.map(\.templateDictionary)]
        if let name { d["name"] = name }
        return d
    }
}

extension MatrixCell: TemplateDictionary {
    var templateDictionary: [String: Any] {
        ["present": present, "value": value, "href": href, "figureID": figureID, "title": title]
    }
}

extension MatrixRow: TemplateDictionary {
    var templateDictionary: [String: Any] {
        ["caption": caption, "rowID": rowID, "cells": cells.map(\.templateDictionary)]
    }
}

extension IndexFigure: TemplateDictionary {
    var templateDictionary: [String: Any] {
        image.templateDictionary.merging(["figureID": figureID, "pageHref": pageHref, "alt": caption, "figCaption": caption,
                                          "scenarioID": scenarioID]) { _, own in own }
    }
}
