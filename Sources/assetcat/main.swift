import AssetCatCLI

await AssetCat.runAsRoot()
