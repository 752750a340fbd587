// AssetCatSource
