// CAssetCatVectorABICheck: compiles CAssetCatVectorShims' declarations (acvec_api.h) against the
// real poppler-glib, librsvg and cairo headers. Building this target is the check; the test
// suite calls the one function so that the target is built and linked with the tests.
#pragma once

/// The number of declarations and layouts checked (nonzero).
int acvec_abi_checked(void);
