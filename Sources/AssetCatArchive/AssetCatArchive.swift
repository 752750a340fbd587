// AssetCatArchive
