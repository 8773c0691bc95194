# `make install [PREFIX=/usr/local] [CONFIG=release]`: the framelab binary and the resource bundles it reads
# (templates, the rule reference, the SVG 1.1 DTD) into $(PREFIX)/bin. The bundles must stay beside the binary.
PREFIX ?= /usr/local
CONFIG ?= release
BUNDLES := FrameLab_Site.resources FrameLab_OutputCheck.resources

install:
	swift build -c $(CONFIG) --product framelab
	install -d "$(PREFIX)/bin"
	install -m 755 "$$(swift build -c $(CONFIG) --show-bin-path)/framelab" "$(PREFIX)/bin/framelab"
	for bundle in $(BUNDLES); do \
		rm -rf "$(PREFIX)/bin/$$bundle" && cp -R "$$(swift build -c $(CONFIG) --show-bin-path)/$$bundle" "$(PREFIX)/bin/"; \
	done

uninstall:
	rm -f "$(PREFIX)/bin/framelab"
	for bundle in $(BUNDLES); do rm -rf "$(PREFIX)/bin/$$bundle"; done

.PHONY: install uninstall
