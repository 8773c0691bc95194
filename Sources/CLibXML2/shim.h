#ifndef FRAMELAB_CLIBXML2_SHIM_H
#define FRAMELAB_CLIBXML2_SHIM_H
// Debian's libxml2 is built with ICU; without this #undef, any Swift file importing both Foundation
// and this module fails with "'UErrorCode' has different definitions in different modules".
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/valid.h>
#include <libxml/catalog.h>
#include <libxml/xmlsave.h>
#include <libxml/xmlreader.h>
// Swift 6 cannot reference the xmlFree macro directly.
static inline void framelab_xmlFree(void *p) { xmlFree(p); }

// The calling thread's structured error handler and its context (thread-local in a threaded
// libxml2; macros in the headers, so Swift cannot read them directly). Used to restore them after
// temporarily installing a collector around xmlValidateDtd.
static inline xmlStructuredErrorFunc framelab_structuredErrorFunc(void) { return xmlStructuredError; }
static inline void *framelab_structuredErrorContext(void) { return xmlStructuredErrorContext; }

// The libxml2 version the headers describe, e.g. "2.9.14".
static inline const char *framelab_libxmlDottedVersion(void) { return LIBXML_DOTTED_VERSION; }
#endif
