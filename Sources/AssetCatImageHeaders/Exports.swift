// This module is the pure-Swift header walks (AssetCatImageStructure) with the checks that need
// a deflate library plugged in; its clients keep importing this module alone and see both.
@_exported import AssetCatImageStructure
