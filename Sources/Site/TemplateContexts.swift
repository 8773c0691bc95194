/// What each page's context is to the templates (`TemplateValue`), key by key: the keys are the names the templates
/// read (`Templates/*.mustache`, and Docs/site.md for overrides), the stored properties' names.

extension PageHead: TemplateContext {
    var templateValue: TemplateValue {
        .fields(["pageTitle": .text(pageTitle), "pageDescription": .text(pageDescription), "root": .text(root)])
    }
}

extension FigureImage: TemplateContext {
    var templateValue: TemplateValue {
        .fields(["svgSrc": .text(svgSrc), "appearance": .text(appearance), "width": .text(width), "height": .text(height)])
    }
}

extension CodeToken: TemplateContext {
    var templateValue: TemplateValue { .fields(["text": .text(text), "cls": .text(cls), "highlighted": .bool(highlighted)]) }
}

// MARK: The detail page

extension DetailContext: TemplateContext {
    var templateValue: TemplateValue {
        .fields([
            "indexHref": .text(indexHref), "fileTitle": .text(fileTitle), "fileSummary": .optional(fileSummary),
            "scenarioID": .text(scenarioID), "caption": .text(caption), "tokens": .list(tokens),
            "showsViewSource": .bool(showsViewSource), "sourceBlocks": .list(sourceBlocks),
            "hasSourceBlocks": .bool(hasSourceBlocks), "nodes": .list(nodes), "trace": .list(trace), "rules": .list(rules),
            "hasRules": .bool(hasRules), "warnings": .list(warnings), "hasWarnings": .bool(hasWarnings), "canvas": .text(canvas),
            "prev": prev?.templateValue, "next": next?.templateValue, "position": .text(position),
            "negotiationJSON": .text(negotiationJSON), "playerHelp": .text(playerHelp),
        ]).merging(head.templateValue).merging(figure.templateValue)
    }
}

extension SourceBlock: TemplateContext {
    var templateValue: TemplateValue {
        .fields(["blockTitle": .text(blockTitle), "blockPath": .text(blockPath), "blockHref": .optional(blockHref),
                 "lines": .list(lines)])
    }
}

extension NumberedLine: TemplateContext {
    var templateValue: TemplateValue { .fields(["number": .text(number), "tokens": .list(tokens)]) }
}

extension Neighbour: TemplateContext {
    var templateValue: TemplateValue { .fields(["neighbourHref": .text(neighbourHref), "neighbourLabel": .text(neighbourLabel)]) }
}

extension NodeRow: TemplateContext {
    var templateValue: TemplateValue {
        .fields(["depth": .number(depth), "name": .optional(name), "kind": .text(kind), "label": .text(label),
                 "sizingProposals": .text(sizingProposals), "proposal": .text(proposal), "size": .text(size),
                 "frame": .text(frame), "rowID": .text(rowID), "docHref": .optional(docHref), "effects": .optional(effects),
                 "effectsHref": .optional(effectsHref), "sourceText": .optional(sourceText), "sourceHref": .optional(sourceHref)])
    }
}

extension TraceLine: TemplateContext {
    var templateValue: TemplateValue {
        .fields(["depth": .number(depth), "phase": .text(phase), "proposal": .text(proposal), "answer": .optional(answer),
                 "at": .optional(at)])
    }
}

extension TraceNode: TemplateContext {
    var templateValue: TemplateValue {
        .fields(["depth": .number(depth), "label": .text(label), "name": .optional(name), "lines": .list(lines)])
    }
}

extension RuleExplanation: TemplateContext {
    var templateValue: TemplateValue {
        .fields(["node": .text(node), "axis": .text(axis), "rule": .text(rule), "sentence": .optional(sentence), "note": .optional(note)])
    }
}

// MARK: The index

extension IndexContext: TemplateContext {
    var templateValue: TemplateValue {
        .fields([
            "scenarioCount": .text(scenarioCount), "fileCount": .text(fileCount), "toc": .list(toc),
            "hasMatrix": .bool(hasMatrix), "matrix": .list(matrix), "sections": .stream(sections),
            "indexJSON": .pieces(indexJSON), "referenceHref": .optional(referenceHref),
        ]).merging(head.templateValue)
    }
}

extension TocEntry: TemplateContext {
    var templateValue: TemplateValue {
        .fields(["tocTitle": .text(tocTitle), "tocHref": .text(tocHref), "tocCount": .text(tocCount), "tocGroup": .optional(tocGroup)])
    }
}

extension IndexSection: TemplateContext {
    var templateValue: TemplateValue {
        .fields(["groupTitle": .optional(groupTitle), "groupID": .optional(groupID), "sectionID": .text(sectionID),
                 "sectionTitle": .text(sectionTitle), "sectionSummary": .optional(sectionSummary), "sectionPath": .text(sectionPath),
                 "figures": .list(figures)])
    }
}

extension IndexFigure: TemplateContext {
    var templateValue: TemplateValue {
        .fields(["figureID": .text(figureID), "pageHref": .text(pageHref), "alt": .text(caption),
                              "figCaption": .text(caption), "scenarioID": .text(scenarioID)])
            .merging(image.templateValue)
    }
}

extension MatrixTable: TemplateContext {
    var templateValue: TemplateValue {
        .fields(["family": .text(family), "tableID": .text(tableID), "columns": .list(columns), "rows": .list(rows)])
    }
}

extension MatrixColumn: TemplateContext {
    var templateValue: TemplateValue {
        .fields(["heading": .text(heading), "title": .text(title), "sectionHref": .text(sectionHref)])
    }
}

extension MatrixRow: TemplateContext {
    var templateValue: TemplateValue { .fields(["caption": .text(caption), "rowID": .text(rowID), "cells": .list(cells)]) }
}

extension MatrixCell: TemplateContext {
    var templateValue: TemplateValue {
        .fields(["present": .bool(present), "value": .text(value), "href": .text(href), "figureID": .text(figureID),
                 "title": .text(title)])
    }
}

// MARK: The rule reference

extension ReferenceContext: TemplateContext {
    var templateValue: TemplateValue {
        .fields(["title": .text(title), "body": .text(body), "isIndex": .bool(isIndex), "contents": .list(contents)])
            .merging(head.templateValue)
    }
}

extension ReferenceLink: TemplateContext {
    var templateValue: TemplateValue {
        .fields(["linkHref": .text(linkHref), "linkTitle": .text(linkTitle), "current": .bool(current)])
    }
}
